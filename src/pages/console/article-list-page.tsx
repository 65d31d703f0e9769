/** /manager/article: every article, enabled or not, in a server-paged table. */
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { ConsolePageHeader } from '@/components/console/console-page-header';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ArticleTable } from '@/features/articles/console/article-table';

export function ArticleListPage() {
  useDocumentTitle('Articles');
  return (
    <>
      <ConsolePageHeader
        title="Articles"
        actions={
          <Button
            component={RouterLink}
            to={paths.console.articleNew.href()}
            variant="contained"
            startIcon={<AddIcon />}
          >
            New article
          </Button>
        }
      />
      <ArticleTable />
    </>
  );
}
