/** Its own file: the page the reader arrived on is read once per module. */
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { prerenderedArticlePage } from '../../../../test/static-host';
import { prerenderedPageBody } from './prerendered-page-body';

it('does not ask the host again for the page the reader arrived on', async () => {
  document.body.innerHTML = prerenderedArticlePage('/detail/1', 'Older text.', '<p>Old.</p>')
    .replace(/^.*<body>/s, '')
    .replace(/<\/body>.*$/s, '');
  let asked = 0;
  server.use(
    http.get('/detail/:id', () => {
      asked += 1;
      return HttpResponse.html(prerenderedArticlePage('/detail/1', 'Newer text.', '<p>New.</p>'));
    }),
  );
  // Refreshed since the prerender: the page the reader is on has only the older body.
  await expect(prerenderedPageBody('/detail/1', 'Newer text.')).resolves.toBeNull();
  expect(asked).toBe(0);
  // Another article's page is asked for.
  await expect(prerenderedPageBody('/detail/2', 'Newer text.')).resolves.toBeNull();
  expect(asked).toBe(1);
  document.body.innerHTML = '';
});
