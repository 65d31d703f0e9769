/** The public footer: the copyright line and, when configured, the filing number and its link. */
import Box from '@mui/material/Box';
import { TextLink } from '@/components/plain/text-link';
import Typography from '@mui/material/Typography';
import { getConfig } from '@/config/runtime-config';
import { SHELL_MAX_WIDTH, shellGutters } from './shell';

export function SiteFooter() {
  const { copyright, owner, filingNumber, filingUrl } = getConfig().site;
  const line = copyright || `© ${new Date().getFullYear()} ${owner}`;
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', mt: { xs: 6, md: 10 } }}>
      <Box
        sx={{
          ...shellGutters,
          maxWidth: SHELL_MAX_WIDTH,
          mx: 'auto',
          py: 4,
          display: 'flex',
          flexWrap: 'wrap',
          gap: { xs: 1, sm: 3 },
          justifyContent: 'space-between',
          color: 'text.secondary',
        }}
      >
        <Typography variant="body2">{line}</Typography>
        {filingNumber &&
          (filingUrl ? (
            <TextLink
              href={filingUrl}
              target="_blank"
              rel="noopener noreferrer"
              tone="inherit"
              sx={{ typography: 'body2' }}
            >
              {filingNumber}
            </TextLink>
          ) : (
            <Typography variant="body2">{filingNumber}</Typography>
          ))}
      </Box>
    </Box>
  );
}
