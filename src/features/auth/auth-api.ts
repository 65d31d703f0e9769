/** Sign-in, sign-out and the owner's profile. */
import { apiSlice } from '@/api/api-slice';
import { toLoginResult, toProfile, wire } from '@/api/adapters';
import type { LoginResult, Profile } from '@/api/types';

export const authApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResult, { username: string; password: string }>({
      query: (params) => ({
        url: '/api/auth/login',
        method: 'POST',
        params,
        noReauth: true,
      }),
      transformResponse: toLoginResult,
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST', noReauth: true }),
      // A failed sign-out is ignored: the token is dropped either way.
      extraOptions: { quiet: true },
    }),
    getProfile: build.query<Profile, void>({
      // The console's entry check handles a failure by going to /manager: no sign-in dialog and
      // no toast. Asked afresh on every entry (useProfileCheck).
      query: () => ({ url: '/api/auth/profile', noReauth: true }),
      extraOptions: { quiet: true },
      rawResponseSchema: wire.profile,
      transformResponse: toProfile,
      providesTags: ['Profile'],
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useGetProfileQuery, useLazyGetProfileQuery } =
  authApi;
