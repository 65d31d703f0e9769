/**
 * What the console shows when the owner's profile will not load for a reason other than an ended
 * session (the blog is down, slow or answers nonsense): the session may be fine, so the owner is
 * offered Retry in place, and the sign-in page only as a choice, never as a verdict.
 */
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ErrorState } from '@/components/states/error-state';
import { RouterLink } from '@/components/router-link/router-link';
import { MAIN_CONTENT_ID } from '@/config/page-ids';

interface ConsoleUnavailableProps {
  message: string;
  onRetry: () => void;
  signInHref: string;
}

export function ConsoleUnavailable({ message, onRetry, signInHref }: ConsoleUnavailableProps) {
  // The whole screen is this message (and after a Retry that failed again, the Retry button the
  // focus was on is gone): the focus starts at its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 6, sm: 10 }, display: 'grid', gap: 2 }}
    >
      <Typography ref={heading} tabIndex={-1} variant="h5" component="h1">
        The console could not open
      </Typography>
      <ErrorState title="Your profile did not load" message={message} onRetry={onRetry} />
      <Typography variant="body2" color="text.secondary">
        Your session is kept. If it keeps failing, you can{' '}
        <Link component={RouterLink} to={signInHref} underline="always">
          sign in again
        </Link>
        .
      </Typography>
    </Box>
  );
}
