/** Inline error with a retry button: what a list or page shows when its data failed to load. */
import { Notice } from '@/components/plain/notice';
import { PlainButton } from '@/components/plain/plain-button';
import { useT } from '@/i18n/use-t';

interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
  title?: string;
}

export function ErrorState({ message, onRetry, title }: ErrorStateProps) {
  const t = useT();
  return (
    <Notice
      severity="error"
      action={
        onRetry ? (
          <PlainButton variant="text" tone="inherit" small onClick={onRetry}>
            {t('states.retry')}
          </PlainButton>
        ) : undefined
      }
    >
      <strong>{t('states.errorTitle', { title: title ?? t('states.couldNotLoad') })}</strong>{' '}
      {message}
    </Notice>
  );
}
