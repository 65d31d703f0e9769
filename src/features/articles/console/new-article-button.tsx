/** The console's 'New article' call to action (page header and the empty table). */
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { paths } from '@/config/paths';

export function NewArticleButton() {
  return (
    <Button
      component={RouterLink}
      to={paths.console.articleNew.href()}
      variant="contained"
      startIcon={<AddIcon />}
    >
      New article
    </Button>
  );
}
