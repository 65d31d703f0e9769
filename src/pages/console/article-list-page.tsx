/** /manager/article: every article, enabled or not, in a server-paged table. */
import { ConsolePageHeader } from '@/components/console/console-page-header';
import { useT } from '@/i18n/use-t';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ArticleTable } from '@/features/writing/article-table/article-table';
import { NewArticleButton } from '@/features/writing/article-table/new-article-button';

export function ArticleListPage() {
  const t = useT();
  useDocumentTitle(t('console.articles.title'));
  return (
    <>
      <ConsolePageHeader title={t('console.articles.title')} actions={<NewArticleButton />} />
      <ArticleTable />
    </>
  );
}
