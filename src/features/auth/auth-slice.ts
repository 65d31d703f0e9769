/**
 * Login state, as the spec models it: one slice whose actions are success, fail and logout, each
 * carrying a status and an info text. Sign-in and sign-out dispatch them (in this tab, and when
 * another tab signs in or out); the re-sign-in dialog offers the login name kept here, while the
 * console's header shows the profile's username (the profile is the blog's word on who is in).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readToken } from '@/api/token';
import { t } from '@/i18n/i18n';
import { readLastUsername } from './last-username';

export type AuthStatus = 'signed-out' | 'success' | 'fail' | 'logout';

export interface AuthState {
  status: AuthStatus;
  /** A sentence about the last change, e.g. the server's refusal for `fail`. */
  info: string;
  /** The login name of the signed-in owner; '' when nobody is signed in. */
  username: string;
}

interface AuthChange {
  status: AuthStatus;
  info: string;
  username?: string;
}

/** A page load with a stored token starts signed in (the profile call then confirms it). */
function initialAuthState(): AuthState {
  return readToken() === null
    ? { status: 'signed-out', info: '', username: '' }
    : { status: 'success', info: t('login.info.signedIn'), username: readLastUsername() };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    success: {
      reducer(state, action: PayloadAction<AuthChange>) {
        state.status = action.payload.status;
        state.info = action.payload.info;
        state.username = action.payload.username ?? '';
      },
      prepare(username: string, info = t('login.info.signedInAs', { username })) {
        return { payload: { status: 'success' as const, info, username } };
      },
    },
    fail: {
      reducer(state, action: PayloadAction<AuthChange>) {
        state.status = action.payload.status;
        state.info = action.payload.info;
        state.username = '';
      },
      prepare(info: string) {
        return { payload: { status: 'fail' as const, info } };
      },
    },
    logout: {
      reducer(state, action: PayloadAction<AuthChange>) {
        state.status = action.payload.status;
        state.info = action.payload.info;
        state.username = '';
      },
      prepare(info = t('login.info.signedOut')) {
        return { payload: { status: 'logout' as const, info } };
      },
    },
  },
});

export const authActions = authSlice.actions;

export const selectAuth = (state: { auth: AuthState }): AuthState => state.auth;
