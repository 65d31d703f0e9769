/**
 * The dashboard's "Public site" card: when the public pages were last built and from which API,
 * what the API has that they do not (site-change-list.tsx), and "Rebuild the site" through the
 * owner's hook, followed until the new build is published. Every failure is said here, in place.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RefreshIcon from '@mui/icons-material/Refresh';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { ConsoleCard } from '@/components/console/console-card';
import { useT } from '@/i18n/use-t';
import { useRebuild, useSiteState } from '../use-public-site';
import { RebuildSettingsDialog } from './rebuild-settings-dialog';
import { RebuildStatus } from './rebuild-status';
import { SiteStateView } from './site-state-view';

export function PublicSiteCard() {
  const t = useT();
  const site = useSiteState();
  const { settings, calling, rebuild } = useRebuild();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const actions = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button startIcon={<SettingsOutlinedIcon />} onClick={() => setSettingsOpen(true)}>
        {t('console.site.settingsButton')}
      </Button>
      {settings && (
        <Button
          variant="contained"
          startIcon={<RefreshIcon />}
          disabled={calling}
          onClick={rebuild}
        >
          {t('console.site.rebuild')}
        </Button>
      )}
    </Box>
  );
  return (
    <ConsoleCard id="site-heading" title={t('console.site.heading')} actions={actions}>
      <SiteStateView site={site} />
      <RebuildStatus progress={site.progress} hasHook={settings !== null} />
      {settingsOpen && <RebuildSettingsDialog onClose={() => setSettingsOpen(false)} />}
    </ConsoleCard>
  );
}
