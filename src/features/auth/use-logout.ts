/**
 * Signing out: tell the server, but whatever it answers (or if it cannot be reached) forget the
 * token, record the sign-out in the auth slice, drop every cached answer and every toast, and go
 * to the sign-in page. Other tabs see the token go (storage event) and sign out too.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiSlice } from '@/api/api-slice';
import { clearToken } from '@/api/token';
import { paths } from '@/config/paths';
import { useAppDispatch } from '@/lib/hooks';
import { clearToasts } from '@/lib/toast-slice';
import { useLogoutMutation } from './auth-api';
import { authActions } from './auth-slice';

export function useLogout() {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // True from the click on: the console stops its profile query so the reset cannot refetch it.
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    setLeaving(true);
    try {
      await logout().unwrap();
    } catch {
      // A failed sign-out must not keep the owner signed in on this device.
    }
    clearToken();
    dispatch(authActions.logout());
    // Leave first, then reset: the console's screens are already down (`leaving`), so none of them
    // refetches into the signed-out state.
    navigate(paths.login.href(), { replace: true });
    dispatch(apiSlice.util.resetApiState());
    dispatch(clearToasts());
  };

  return { signOut, pending: isLoading || leaving, leaving };
}
