/** The file list (an optional extension of the backend: a 404 means it keeps no list). */
import { apiSlice } from '@/api/api-slice';
import { toFileItem, toPage, wire } from '@/api/adapters';
import type { FileItem, Id, Page } from '@/api/types';

export const filesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getFiles: build.query<Page<FileItem>, { page: number; pageSize: number }>({
      query: (params) => ({ url: '/api/file', params }),
      // A backend without the extension answers 404: the screen explains that itself (no toast).
      extraOptions: { quietStatuses: [404] },
      rawResponseSchema: wire.filePage,
      transformResponse: toPage(toFileItem, 'files'),
      providesTags: [{ type: 'File', id: 'LIST' }],
    }),
    deleteFile: build.mutation<null, Id>({
      query: (id) => ({ url: '/api/file/{id}', method: 'DELETE', params: { id } }),
      invalidatesTags: [{ type: 'File', id: 'LIST' }],
    }),
    // Bulk variant: the same call (a refusal toasts like any other) invalidating nothing, so a
    // run refreshes the list once at the end.
    deleteFileInBulk: build.mutation<null, Id>({
      query: (id) => ({ url: '/api/file/{id}', method: 'DELETE', params: { id } }),
    }),
  }),
});

/** Refetches the file list (after a bulk run, or an upload from anywhere). */
export const invalidateFileList = () =>
  filesApi.util.invalidateTags([{ type: 'File', id: 'LIST' }]);

export const { useGetFilesQuery, useDeleteFileMutation, useDeleteFileInBulkMutation } = filesApi;
