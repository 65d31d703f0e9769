import { http } from 'msw';
import { deleteFile, findUpload, listFiles, saveUpload, servedHeaders } from '../data/files';
import { fail, Code } from '../envelope';
import { consoleRoute } from './route';

export const fileHandlers = [
  http.post(
    '*/api/file/upload',
    consoleRoute(async ({ request, origin }) => {
      const form = await request.formData().catch(() => null);
      return saveUpload(form?.get('file'), origin);
    }),
  ),
  http.get(
    '*/api/file',
    consoleRoute(({ input, origin }) => listFiles(input, origin)),
  ),
  http.delete(
    '*/api/file/:id',
    consoleRoute(({ params }) => deleteFile(params.id)),
  ),
  // Public, like any uploaded image on a blog.
  http.get('*/uploads/:id/:name', ({ params }) => {
    const row = findUpload(String(params.id));
    if (!row?.bytes) return fail(Code.NOT_FOUND, 'File not found.', 404);
    return new Response(row.bytes, { headers: servedHeaders(row) });
  }),
];
