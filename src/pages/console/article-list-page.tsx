/** /manager/article: every article, enabled or not, in a server-paged table. */
import { ConsolePageHeader } from '@/components/console/console-page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ArticleTable } from '@/features/writing/article-table/article-table';
import { NewArticleButton } from '@/features/writing/article-table/new-article-button';

export function ArticleListPage() {
  useDocumentTitle('Articles');
  return (
    <>
      <ConsolePageHeader title="Articles" actions={<NewArticleButton />} />
      <ArticleTable />
    </>
  );
}
