/**
 * The console's frame around every screen, once the owner is known: the app bar (brand, owner,
 * sign-out), a side menu (permanent and collapsible to icons on desktop, a temporary drawer on
 * tablets and phones), the screen, and a footer with the release. Built with MUI's components:
 * it loads with the console's chunks only. Who the owner is and how to sign out come from the
 * page (the auth feature's guard); this file knows no feature.
 */
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { MAIN_CONTENT_ID } from '@/lib/page-format/page-ids';
import { getConfig } from '@/config/runtime-config';
import { APP_VERSION } from '@/config/version';
import { useT } from '@/i18n/use-t';
import { ConsoleAppBar } from './console-app-bar';
import { ConsoleNav } from './console-nav';
import { SkippedRecordsNotice } from './skipped-records-notice';
import { useConsoleFocus } from './use-console-focus';
import styles from './console-shell.module.css';

const DRAWER_WIDTH = 232;
const DRAWER_COLLAPSED_WIDTH = 68;

export interface ConsoleShellProps {
  owner: { username: string; nickname?: string | null };
  signOut: () => Promise<void>;
  signingOut: boolean;
  /** The screen. */
  children: ReactNode;
}

export function ConsoleShell({ owner, signOut, signingOut, children }: ConsoleShellProps) {
  const t = useT();
  const location = useLocation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  useConsoleFocus(location.pathname);

  const site = getConfig().site;
  // The profile's username (the spec's header), whatever the login answer called the owner; a
  // nickname may stand beside it.
  const { username } = owner;
  const nickname = owner.nickname && owner.nickname !== username ? owner.nickname : '';
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
              aria-label={t(collapsed ? 'console.shell.expandMenu' : 'console.shell.collapseMenu')}
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
      <ConsoleAppBar
        username={username}
        nickname={nickname}
        signOut={signOut}
        signingOut={signingOut}
        menu={desktop ? undefined : { open: mobileOpen, onOpen: () => setMobileOpen(true) }}
      />
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
          slotProps={{ paper: { 'aria-label': t('console.shell.menu') } }}
          sx={{ '& .MuiDrawer-paper': { ...paperSx, width: DRAWER_WIDTH } }}
        >
          {drawerBody}
        </Drawer>
      )}
      <div className={styles.column}>
        <Toolbar />
        <main id={MAIN_CONTENT_ID} className={styles.main}>
          <SkippedRecordsNotice />
          {children}
        </main>
        <footer className={styles.footer}>
          {t('console.shell.footer', { title: site.title, version: APP_VERSION })}
        </footer>
      </div>
    </div>
  );
}
