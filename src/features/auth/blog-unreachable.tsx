/**
 * What /manager shows when the owner's profile could not be fetched because the blog was not
 * reached (it is down, slow, or answers something the app cannot read): the session is not in
 * question, so the token is kept and Retry takes the owner on to where they were headed once the
 * profile answers. The Retry button stays where it is while it works, so the focus stays on it.
 */
import Typography from '@mui/material/Typography';
import { Notice } from '@/components/plain/notice';
import { PlainButton } from '@/components/plain/plain-button';
import { Rich } from '@/i18n/rich';
import { useT } from '@/i18n/use-t';

interface BlogUnreachableProps {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

export function BlogUnreachable({ message, retrying, onRetry }: BlogUnreachableProps) {
  const t = useT();
  return (
    <>
      <Notice
        severity="error"
        action={
          <PlainButton
            variant="text"
            tone="inherit"
            small
            aria-disabled={retrying}
            onClick={retrying ? undefined : onRetry}
          >
            {t(retrying ? 'console.login.retrying' : 'console.login.retry')}
          </PlainButton>
        }
      >
        <Rich
          id="console.login.unreachable.title"
          values={{ message }}
          components={{ 0: <strong /> }}
        />
      </Notice>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('console.login.unreachable.stillSignedIn')}
      </Typography>
    </>
  );
}
