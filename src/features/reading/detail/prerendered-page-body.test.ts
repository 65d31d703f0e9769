import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { STEPWISE_MIN_CHARS } from '@/components/markdown/constants';
import { prerenderedArticlePage, SHELL } from '../../../../test/static-host';
import { prerenderedPageBody } from './prerendered-page-body';

const SOURCE = '## Setup\n\nInstall it.';
const BODY = '<h2 id="setup">Setup</h2><p>Install it.</p>';
const page = (path: string, html: string) =>
  server.use(http.get(path, () => HttpResponse.html(html)));

describe('prerenderedPageBody', () => {
  it("gives the body of the article's page when the page was rendered from the same Markdown", async () => {
    page('/detail/1', prerenderedArticlePage('/detail/1', SOURCE, BODY));
    const body = await prerenderedPageBody('/detail/1', SOURCE);
    expect(body?.html).toBe(BODY);
    expect(body?.headings).toEqual([
      expect.objectContaining({ id: 'setup', text: 'Setup', level: 2 }),
    ]);
  });

  it('gives null for a page rendered from other Markdown (edited since the deploy)', async () => {
    page('/detail/2', prerenderedArticlePage('/detail/2', 'An older text.', BODY));
    await expect(prerenderedPageBody('/detail/2', SOURCE)).resolves.toBeNull();
  });

  it("gives null for the host's shell, another page's data, a missing page, not HTML, or no answer", async () => {
    // The shell (an article published after the deploy): the static host's default answer.
    await expect(prerenderedPageBody('/detail/3', SOURCE)).resolves.toBeNull();
    page('/detail/4', prerenderedArticlePage('/detail/9', SOURCE, BODY));
    await expect(prerenderedPageBody('/detail/4', SOURCE)).resolves.toBeNull();
    server.use(
      http.get('/detail/5', () =>
        HttpResponse.html(prerenderedArticlePage('/detail/5', SOURCE, BODY), { status: 404 }),
      ),
    );
    await expect(prerenderedPageBody('/detail/5', SOURCE)).resolves.toBeNull();
    server.use(http.get('/detail/6', () => HttpResponse.json({ content: SOURCE })));
    await expect(prerenderedPageBody('/detail/6', SOURCE)).resolves.toBeNull();
    server.use(http.get('/detail/7', () => HttpResponse.error()));
    await expect(prerenderedPageBody('/detail/7', SOURCE)).resolves.toBeNull();
  });

  it('asks the host once per page, also when the Markdown changes (refreshed since)', async () => {
    let asked = 0;
    server.use(
      http.get('/detail/8', () => {
        asked += 1;
        return HttpResponse.html(prerenderedArticlePage('/detail/8', SOURCE, BODY));
      }),
    );
    const first = prerenderedPageBody('/detail/8', SOURCE);
    expect(prerenderedPageBody('/detail/8', SOURCE)).toBe(first);
    await expect(first).resolves.toEqual(expect.objectContaining({ html: BODY }));
    await expect(prerenderedPageBody('/detail/8', `${SOURCE}\n\nMore.`)).resolves.toBeNull();
    expect(asked).toBe(1);
  });

  it('leaves an article long enough to be rendered in steps to the renderer, without asking', async () => {
    let asked = 0;
    server.use(
      http.get('/detail/10', () => {
        asked += 1;
        return HttpResponse.html(SHELL);
      }),
    );
    expect(prerenderedPageBody('/detail/10', 'word '.repeat(STEPWISE_MIN_CHARS / 5))).toBeNull();
    expect(asked).toBe(0);
  });
});
