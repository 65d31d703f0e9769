/**
 * "Nothing lives here", with the way home: the one not-found page, for an unknown route and for
 * an article the backend does not know, so a reader meets the same heading either way.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { PlainButtonLink } from '@/components/plain/plain-button';

/** The heading, and the document title the page sets. */
export const NOT_FOUND_TITLE = 'Page not found';

export function NotFoundState() {
  return (
    <Box sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="overline" color="text.secondary" component="p">
        Error 404
      </Typography>
      <Typography variant="h1" tabIndex={-1} sx={{ mb: 2, outline: 'none' }}>
        {NOT_FOUND_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The page you asked for does not exist here. It may have moved, or the link may be mistyped.
      </Typography>
      <PlainButtonLink to={paths.home.href()}>Back to home</PlainButtonLink>
    </Box>
  );
}
