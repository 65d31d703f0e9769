/** The router's last resort when a page crashes while rendering: a message and a reload, never a blank screen. */
import { useRouteError } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export function RouteError() {
  const error = useRouteError();
  // Visible in the console for whoever debugs it; the reader gets plain words.
  console.error(error);
  return (
    <Box role="alert" sx={{ maxWidth: '40rem', mx: 'auto', my: '15vh', px: 3 }}>
      <Typography variant="h1" tabIndex={-1} sx={{ fontSize: '1.75rem', mb: 2 }}>
        Something went wrong
      </Typography>
      <Typography sx={{ mb: 3 }}>This page ran into a problem. Reloading usually helps.</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}
