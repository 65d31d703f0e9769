/**
 * The console shell (its own lazy chunk): app bar with the brand, the signed-in owner and sign-out;
 * a side menu (permanent and collapsible to icons on desktop, a temporary drawer on tablets and
 * phones); the screen; a footer with the release. It guards every console screen: no token sends
 * the visitor to /manager, remembering where they were headed; with one, every entry asks for the
 * profile afresh, and any failure of that call leads to /manager too (useProfileCheck says what it
 * means): a refusal has cleared the token there, so the sign-in form shows; a blog that could not
 * be reached keeps the token, and /manager says so with Retry, which comes back here. /manager
 * never sends the owner on by itself after such a failure, so the two never bounce.
 * The re-sign-in dialog is mounted before the first call goes out, so every console call (the
 * profile included) counts as one that can end the session.
 */
import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import { readToken } from '@/api/token';
import { ConsoleNav } from '@/components/console/console-nav';
import { SkippedRecordsNotice } from '@/components/console/skipped-records-notice';
import { focusHeadingWhenReady } from '@/components/layout/use-route-focus';
import { paths } from '@/config/paths';
import { getConfig } from '@/config/runtime-config';
import { APP_VERSION } from '@/config/version';
import { handOverUnreachable } from '@/features/auth/profile-handover';
import { ReauthDialog } from '@/features/auth/reauth-dialog';
import { useLogout } from '@/features/auth/use-logout';
import { useProfileCheck } from '@/features/auth/use-profile-check';
import { MAIN_CONTENT_ID } from '@/config/page-ids';
import { ConsoleThemeProvider } from '@/app/console-theme-provider';
import styles from './console-layout.module.css';

const DRAWER_WIDTH = 232;
const DRAWER_COLLAPSED_WIDTH = 68;

/** Built with MUI's components: its theme comes with the console's chunks only. */
export function ConsoleLayout() {
  return (
    <ConsoleThemeProvider>
      <ConsoleGuard />
    </ConsoleThemeProvider>
  );
}

function ConsoleGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const { signOut, pending: signingOut, leaving } = useLogout();
  // Decided once on entry: a token cleared later by an expired call (or another tab) opens the
  // re-sign-in dialog instead of throwing the owner (and their unsaved work) out.
  const [hadToken] = useState(() => readToken() !== null);
  const here = `${location.pathname}${location.search}`;

  if (!hadToken) return <Navigate to={paths.login.href(here)} replace />;
  // Signing out: take the screen down at once, so no query of it is still subscribed (and
  // refetches without a token, answered 401) when the sign-out resets the API cache.
  if (leaving) {
    return (
      <Box role="status" aria-label="Signing out" sx={{ position: 'fixed', inset: '0 0 auto 0' }}>
        <LinearProgress />
      </Box>
    );
  }
  return (
    <>
      {/* First, so it is the re-auth handler before the shell's own calls go out. */}
      <ReauthDialog onLeave={() => navigate(paths.login.href(here), { replace: true })} />
      <ConsoleShell signOut={signOut} signingOut={signingOut} here={here} />
    </>
  );
}

interface ConsoleShellProps {
  signOut: () => Promise<void>;
  signingOut: boolean;
  here: string;
}

function ConsoleShell({ signOut, signingOut, here }: ConsoleShellProps) {
  const location = useLocation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { verdict, profile } = useProfileCheck({ enabled: true });
  useConsoleFocus(location.pathname, !!profile);

  if (verdict.state === 'refused') return <Navigate to={paths.login.href(here)} replace />;
  if (verdict.state === 'unreachable') {
    return (
      <Navigate to={paths.login.href(here)} replace state={handOverUnreachable(verdict.message)} />
    );
  }
  if (!profile) {
    return (
      <Box
        role="status"
        aria-label="Loading the console"
        sx={{ position: 'fixed', inset: '0 0 auto 0' }}
      >
        <LinearProgress />
      </Box>
    );
  }

  const site = getConfig().site;
  // The profile's username (the spec's header), whatever the login answer called the owner; a
  // nickname may stand beside it.
  const { username } = profile;
  const nickname = profile.nickname && profile.nickname !== username ? profile.nickname : '';
  const width = desktop && collapsed ? DRAWER_COLLAPSED_WIDTH : DRAWER_WIDTH;
  const drawerBody = (
    <>
      <Toolbar />
      <Box sx={{ flex: 1, pt: 1 }}>
        <ConsoleNav
          collapsed={desktop && collapsed}
          onNavigate={desktop ? undefined : () => setMobileOpen(false)}
        />
      </Box>
      {desktop && (
        <>
          <Divider />
          <Box sx={{ p: 1, display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end' }}>
            <IconButton
              onClick={() => setCollapsed((value) => !value)}
              aria-label={collapsed ? 'Expand the menu' : 'Collapse the menu'}
              aria-expanded={!collapsed}
            >
              {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
            </IconButton>
          </Box>
        </>
      )}
    </>
  );
  const paperSx = {
    width,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    overflowX: 'hidden',
    transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
  } as const;

  return (
    <div className={styles.shell}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ zIndex: theme.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          {!desktop && (
            <IconButton
              edge="start"
              aria-label="Open the menu"
              aria-expanded={mobileOpen}
              onClick={() => setMobileOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          {/* data-whole: the browser tests check that neither the brand nor the user is cut. */}
          <Typography
            component="p"
            variant="h6"
            noWrap
            data-whole
            sx={{
              flex: 1,
              fontWeight: 600,
              minWidth: 0,
              fontSize: { xs: '1.05rem', sm: '1.25rem' },
            }}
          >
            {site.title} {/* On a phone the brand alone: the word "Console" would cut it. */}
            <Box
              component="span"
              sx={{
                color: 'text.secondary',
                fontWeight: 400,
                display: { xs: 'none', sm: 'inline' },
              }}
            >
              Console
            </Box>
          </Typography>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              color: 'text.secondary',
              minWidth: 0,
              flexShrink: 0,
            }}
          >
            <PersonIcon fontSize="small" aria-hidden />
            <Typography
              variant="body2"
              noWrap
              data-whole
              aria-label="Signed in as"
              sx={{ maxWidth: { xs: 120, sm: 200 } }}
            >
              {username}
              {nickname && (
                <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                  {` (${nickname})`}
                </Box>
              )}
            </Typography>
          </Box>
          <Button
            color="inherit"
            onClick={() => void signOut()}
            disabled={signingOut}
            aria-label="Log out"
            startIcon={<LogoutIcon />}
            sx={{ ml: 1, minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
          >
            {/* On phones the icon alone shows; the accessible name stays. */}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Log out
            </Box>
          </Button>
        </Toolbar>
      </AppBar>
      {desktop ? (
        <Drawer variant="permanent" sx={{ width, flexShrink: 0, '& .MuiDrawer-paper': paperSx }}>
          {drawerBody}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: true }}
          slotProps={{ paper: { 'aria-label': 'Console menu' } }}
          sx={{ '& .MuiDrawer-paper': { ...paperSx, width: DRAWER_WIDTH } }}
        >
          {drawerBody}
        </Drawer>
      )}
      <div className={styles.column}>
        <Toolbar />
        <main id={MAIN_CONTENT_ID} className={styles.main}>
          <SkippedRecordsNotice />
          <Outlet />
        </main>
        <footer className={styles.footer}>
          {site.title} Console · v{APP_VERSION}
        </footer>
      </div>
    </div>
  );
}

/**
 * Moves focus to the screen's heading once the shell is up: after in-console navigation, and on
 * arrival from another page of the app (sign-in lands on the dashboard's heading). A fresh page
 * load (POP) leaves focus where the browser put it.
 */
function useConsoleFocus(pathname: string, ready: boolean) {
  const navigationType = useNavigationType();
  const arrivedInApp = useRef(navigationType !== 'POP');
  const focusedPath = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || focusedPath.current === pathname) return undefined;
    const first = focusedPath.current === null;
    focusedPath.current = pathname;
    if (first && !arrivedInApp.current) return undefined;
    const main = document.getElementById(MAIN_CONTENT_ID);
    return main ? focusHeadingWhenReady(main) : undefined;
  }, [pathname, ready]);
}
