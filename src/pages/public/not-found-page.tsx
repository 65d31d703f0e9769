/** The 404 page: says plainly that nothing lives here and offers the way home. */
import { NOT_FOUND_TITLE, NotFoundState } from '@/components/states/not-found-state';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE, null, false);
  return <NotFoundState />;
}
