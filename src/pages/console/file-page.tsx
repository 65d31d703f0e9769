/** /manager/file: upload many files at once, and manage what the blog holds. */
import { ConsolePageHeader } from '@/components/console/console-page-header';
import { useT } from '@/i18n/use-t';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DropZone } from '@/features/files/drop-zone';
import { FileLibrary } from '@/features/files/file-library';
import { UploadList } from '@/features/files/upload-list';
import { useUploadQueue } from '@/features/files/use-upload-queue';
import styles from './file-page.module.css';

export function FilePage() {
  const t = useT();
  useDocumentTitle(t('console.files.title'));
  const queue = useUploadQueue();
  return (
    <>
      <ConsolePageHeader
        title={t('console.files.title')}
        description={t('console.files.description')}
      />
      <div className={styles.stack}>
        <section aria-label={t('console.files.uploadSection')}>
          <DropZone onFiles={queue.add} />
          <UploadList
            items={queue.items}
            onCancel={queue.cancel}
            onRetry={queue.retry}
            onDismiss={queue.dismiss}
          />
        </section>
        <FileLibrary />
      </div>
    </>
  );
}
