/**
 * Signing out: tell the server, but whatever it answers (or if it cannot be reached) forget the
 * token, drop every cached answer and go to the sign-in page.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiSlice } from '@/api/api-slice';
import { clearToken } from '@/api/token';
import { paths } from '@/config/paths';
import { useAppDispatch } from '@/lib/hooks';
import { useLogoutMutation } from './auth-api';

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
    // Leave first, then reset, so no mounted screen refetches into the signed-out state.
    await navigate(paths.login.href(), { replace: true });
    dispatch(apiSlice.util.resetApiState());
  };

  return { signOut, pending: isLoading || leaving, leaving };
}
