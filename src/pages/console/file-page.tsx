/** /manager/file: upload many files at once, and manage what the blog holds. */
import Stack from '@mui/material/Stack';
import { ConsolePageHeader } from '@/components/console/console-page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DropZone } from '@/features/files/drop-zone';
import { FileLibrary } from '@/features/files/file-library';
import { UploadList } from '@/features/files/upload-list';
import { useUploadQueue } from '@/features/files/use-upload-queue';

export function FilePage() {
  useDocumentTitle('Files');
  const queue = useUploadQueue();
  return (
    <>
      <ConsolePageHeader title="Files" description="Images and attachments for your articles." />
      <Stack spacing={3}>
        <section aria-label="Upload">
          <DropZone onFiles={queue.add} />
          <UploadList
            items={queue.items}
            onCancel={queue.cancel}
            onRetry={queue.retry}
            onDismiss={queue.dismiss}
          />
        </section>
        <FileLibrary />
      </Stack>
    </>
  );
}
