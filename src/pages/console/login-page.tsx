/**
 * /manager: the owner signs in here. It is a public page, inside the reading side's layout like
 * every other (only the screens under /manager/... use the console's). Someone already signed in
 * (a token whose profile loads), or who signs in from another tab meanwhile, is sent straight on
 * to where they were headed.
 */
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { onTokenChange, readToken } from '@/api/token';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetProfileQuery } from '@/features/auth/auth-api';
import { LoginForm } from '@/features/auth/login-form';
import { redirectTarget } from '@/features/auth/redirect-target';

export function LoginPage() {
  useDocumentTitle('Sign in');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // Only a token present on arrival counts: one written by this form navigates by itself.
  const [hadToken] = useState(() => readToken() !== null);
  const profile = useGetProfileQuery(undefined, { skip: !hadToken });
  const target = redirectTarget(search);

  useEffect(
    () =>
      onTokenChange((token) => {
        if (token !== null) void navigate(target, { replace: true });
      }),
    [navigate, target],
  );

  if (hadToken && profile.isSuccess) return <Navigate to={target} replace />;

  const checking = hadToken && (profile.isLoading || profile.isFetching);
  return (
    <Box sx={{ py: { xs: 2, md: 4 }, display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Typography variant="overline" color="text.secondary" component="p">
          Owner console
        </Typography>
        <Typography variant="h1" tabIndex={-1} sx={{ mb: 3, outline: 'none' }}>
          Sign in
        </Typography>
        {checking ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
            <CircularProgress size={24} />
            <Typography>Checking your session…</Typography>
          </Box>
        ) : (
          <LoginForm onSuccess={() => navigate(target, { replace: true })} />
        )}
      </Paper>
    </Box>
  );
}
