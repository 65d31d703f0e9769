/**
 * The dashboard's "Public site" card: when the public pages were last built and from which API,
 * what the API has that they do not (site-change-list.tsx), and "Rebuild the site" through the
 * owner's hook, followed until the new build is published. Every failure is said here, in place.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
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
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="site-heading"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 1.5,
        }}
      >
        <Typography id="site-heading" variant="h6" component="h2">
          {t('console.site.heading')}
        </Typography>
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
      </Box>
      <SiteStateView site={site} />
      <RebuildStatus progress={site.progress} hasHook={settings !== null} />
      {settingsOpen && <RebuildSettingsDialog onClose={() => setSettingsOpen(false)} />}
    </Paper>
  );
}
