/** The 404 page: says plainly that nothing lives here and offers the way home. */
import { NotFoundState } from '@/components/states/not-found-state';
import { useT } from '@/i18n/use-t';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('notFound.title'), null, false);
  return <NotFoundState />;
}
