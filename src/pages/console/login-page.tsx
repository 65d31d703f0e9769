/**
 * /manager: the owner signs in here. It is a public page, inside the reading side's layout like
 * every other (only the screens under /manager/... use the console's). Someone already signed in
 * (a token whose profile loads), or who signs in from another tab meanwhile, is sent straight on
 * to where they were headed. A token the blog refuses is cleared and the form shows. When the blog
 * could not be reached (here, or on the console's entry, which then sends the owner here), the
 * page says so with Retry and keeps the token; it never sends the owner on by itself after such a
 * failure, only once Retry gets the profile.
 */
import { useEffect, useState } from 'react';
import {
  Navigate,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router-dom';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { onTokenChange, readToken } from '@/api/token';
import { useT } from '@/i18n/use-t';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BlogUnreachable } from '@/features/auth/blog-unreachable';
import { LoginForm } from '@/features/auth/login-form';
import { unreachableHandedOver } from '@/features/auth/profile-handover';
import { redirectTarget } from '@/features/auth/redirect-target';
import { useProfileCheck, type ProfileVerdict } from '@/features/auth/use-profile-check';
import { ConsoleThemeProvider } from '@/components/console/console-theme-provider';
import styles from './login-page.module.css';

/** Built with MUI's components: its theme comes with this page's chunk, not the reading side's. */
export function LoginPage() {
  return (
    <ConsoleThemeProvider>
      <SignIn />
    </ConsoleThemeProvider>
  );
}

function SignIn() {
  const t = useT();
  useDocumentTitle(t('login.title'));
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  // Only a token present on arrival counts: one written by this form navigates by itself.
  const [hadToken] = useState(() => readToken() !== null);
  // The console's failure, when it sent the owner here just now (not on a reload or back/forward).
  const [handedOver] = useState((): ProfileVerdict | undefined => {
    const message = unreachableHandedOver(location.state);
    return hadToken && navigationType !== 'POP' && message !== null
      ? { state: 'unreachable', message }
      : undefined;
  });
  const { verdict, retry } = useProfileCheck({ enabled: hadToken, initial: handedOver });
  const target = redirectTarget(search);

  useEffect(
    () =>
      onTokenChange((token) => {
        if (token !== null) void navigate(target, { replace: true });
      }),
    [navigate, target],
  );

  if (verdict.state === 'ready') return <Navigate to={target} replace />;

  const unreachable =
    verdict.state === 'unreachable'
      ? verdict.message
      : verdict.state === 'checking'
        ? verdict.retrying
        : undefined;
  let body;
  if (unreachable !== undefined) {
    body = (
      <BlogUnreachable
        message={unreachable}
        retrying={verdict.state === 'checking'}
        onRetry={retry}
      />
    );
  } else if (verdict.state === 'checking') {
    body = (
      <div role="status" className={styles.checking}>
        <CircularProgress size={24} />
        <Typography>{t('login.checking')}</Typography>
      </div>
    );
  } else {
    body = <LoginForm onSuccess={() => navigate(target, { replace: true })} />;
  }
  return (
    <div className={styles.page}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Typography variant="overline" color="text.secondary" component="p">
          {t('login.overline')}
        </Typography>
        <Typography variant="h1" tabIndex={-1} sx={{ mb: 3, outline: 'none' }}>
          {t('login.title')}
        </Typography>
        {body}
      </Paper>
    </div>
  );
}
