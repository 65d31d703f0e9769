/** An unknown or unpublished article: said plainly, with the way home. */
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';

export function ArticleNotFound() {
  return (
    <Box sx={{ py: { xs: 4, md: 8 } }}>
      <Typography
        component="h1"
        tabIndex={-1}
        variant="h4"
        sx={{ fontWeight: 700, mb: 2, outline: 'none' }}
      >
        Article not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        This article does not exist or is no longer published.
      </Typography>
      <Button component={RouterLink} to={paths.home.href()} variant="contained">
        Back to the home page
      </Button>
    </Box>
  );
}
