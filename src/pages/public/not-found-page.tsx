/** The 404 page: says plainly that nothing lives here and offers the way home. */
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Box sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="overline" color="text.secondary" component="p">
        Error 404
      </Typography>
      <Typography variant="h1" tabIndex={-1} sx={{ mb: 2, outline: 'none' }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The page you asked for does not exist here. It may have moved, or the link may be mistyped.
      </Typography>
      <Button component={RouterLink} to={paths.home.href()} variant="contained">
        Back to home
      </Button>
    </Box>
  );
}
