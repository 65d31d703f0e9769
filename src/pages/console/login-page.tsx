/**
 * /manager: the owner signs in here. Someone already signed in (a token whose profile loads) is
 * sent straight on to where they were headed.
 */
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { readToken } from '@/api/token';
import { getConfig } from '@/config/runtime-config';
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

  if (hadToken && profile.isSuccess) return <Navigate to={target} replace />;

  const checking = hadToken && (profile.isLoading || profile.isFetching);
  return (
    <Box
      component="main"
      id="main-content"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        bgcolor: 'background.default',
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }}>
        <Typography variant="overline" color="text.secondary" component="p">
          {getConfig().site.title} · Console
        </Typography>
        <Typography
          variant="h5"
          component="h1"
          tabIndex={-1}
          sx={{ fontWeight: 600, mb: 3, outline: 'none' }}
        >
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
