/** Inline error with a retry button: what a list or page shows when its data failed to load. */
import { Notice } from '@/components/plain/notice';
import { PlainButton } from '@/components/plain/plain-button';

interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
  title?: string;
}

export function ErrorState({ message, onRetry, title = 'Could not load this' }: ErrorStateProps) {
  return (
    <Notice
      severity="error"
      action={
        onRetry ? (
          <PlainButton variant="text" tone="inherit" small onClick={onRetry}>
            Retry
          </PlainButton>
        ) : undefined
      }
    >
      <strong>{title}.</strong> {message}
    </Notice>
  );
}
