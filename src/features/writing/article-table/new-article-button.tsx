/** The console's 'New article' call to action (page header and the empty table). */
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { RouterLink } from '@/components/router-link/router-link';

export function NewArticleButton() {
  const t = useT();
  return (
    <Button
      component={RouterLink}
      to={paths.console.articleNew.href()}
      variant="contained"
      startIcon={<AddIcon />}
    >
      {t('console.articles.new')}
    </Button>
  );
}
