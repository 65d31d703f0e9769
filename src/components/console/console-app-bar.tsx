/**
 * The console's app bar: the menu button on tablets and phones, the blog's title with "Console",
 * the signed-in owner's username (and nickname) and sign-out. A regular MUI Toolbar:
 * APP_BAR_HEIGHT tall from the `sm` breakpoint, which the tables' sticky headers sit under.
 */
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import { getConfig } from '@/config/runtime-config';
import { useT } from '@/i18n/use-t';
import { LanguageMenu } from './language-menu';

/** The app bar's height from the `sm` breakpoint (MUI's Toolbar): the sticky table headers' top. */
export const APP_BAR_HEIGHT = 64;

export interface ConsoleAppBarProps {
  username: string;
  /** Shown beside the username when it differs from it. */
  nickname: string;
  signOut: () => Promise<void>;
  signingOut: boolean;
  /** Set below `md`, where the menu is a drawer this button opens. */
  menu?: { open: boolean; onOpen: () => void };
}

export function ConsoleAppBar({
  username,
  nickname,
  signOut,
  signingOut,
  menu,
}: ConsoleAppBarProps) {
  const t = useT();
  const theme = useTheme();
  const site = getConfig().site;
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ zIndex: theme.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {menu && (
          <IconButton
            edge="start"
            aria-label={t('console.shell.openMenu')}
            aria-expanded={menu.open}
            onClick={menu.onOpen}
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
            {t('console.shell.brand')}
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
            aria-label={t('console.shell.signedInAs')}
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
        <LanguageMenu />
        <Button
          color="inherit"
          onClick={() => void signOut()}
          disabled={signingOut}
          aria-label={t('console.shell.logOut')}
          startIcon={<LogoutIcon />}
          sx={{ ml: 1, minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        >
          {/* On phones the icon alone shows; the accessible name stays. */}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('console.shell.logOut')}
          </Box>
        </Button>
      </Toolbar>
    </AppBar>
  );
}
