/** /manager/article: every article, enabled or not, in a server-paged table. */
import { ConsolePageHeader } from '@/components/console/console-page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ArticleTable } from '@/features/articles/console/article-table';
import { NewArticleButton } from '@/features/articles/console/new-article-button';

export function ArticleListPage() {
  useDocumentTitle('Articles');
  return (
    <>
      <ConsolePageHeader title="Articles" actions={<NewArticleButton />} />
      <ArticleTable />
    </>
  );
}
