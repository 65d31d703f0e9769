// A generated blog of N articles behind the contract's public calls, for measuring the prerender
// at scale. The shapes are copied from the mock API's own answers (a template article, the
// categories and labels), so the app reads them exactly as it reads the demo.
import http from 'node:http';

const envelope = (data) => JSON.stringify({ code: 0, msg: 'ok', data });

async function get(base, path) {
  const body = await (await fetch(new URL(path, base))).json();
  if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

/**
 * Starts the generated API on a free port; `templateApi` is a running mock API to copy from.
 * `contents` replaces the body of some articles: `{ 1: markdown }`.
 */
export async function startGeneratedBlog(count, templateApi, { contents = {} } = {}) {
  const template = await get(templateApi, '/api/article/detail/1');
  const categories = await get(templateApi, '/api/category');
  const labels = await get(templateApi, '/api/label');
  const start = Date.UTC(2020, 0, 1);
  const articles = Array.from({ length: count }, (_, index) => {
    const id = count - index; // newest first
    const created = new Date(start + id * 36e5 * 20).toISOString();
    return {
      ...template,
      id,
      title: `Generated article ${id}: ${template.title}`,
      content: contents[id] ?? template.content,
      category: categories[id % categories.length],
      labels: [labels[id % labels.length], labels[(id * 7) % labels.length]],
      views: (id * 37) % 1000,
      createdAt: created,
      updatedAt: created,
      prev: id > 1 ? { id: id - 1, title: `Generated article ${id - 1}` } : null,
      next: id < count ? { id: id + 1, title: `Generated article ${id + 1}` } : null,
    };
  });
  // The list calls answer summaries: the article without its body and neighbours.
  const summaries = articles.map((article) => {
    const summary = { ...article };
    delete summary.content;
    delete summary.prev;
    delete summary.next;
    return summary;
  });
  const byId = new Map(articles.map((article) => [String(article.id), article]));

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://generated.invalid');
    const send = (data, status = 200) => {
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'access-control-allow-origin': '*',
      });
      res.end(
        data === undefined
          ? JSON.stringify({ code: 404, msg: 'Not found', data: null })
          : envelope(data),
      );
    };
    const detail = /^\/api\/article\/detail\/([^/]+)$/.exec(url.pathname);
    if (detail) return send(byId.get(detail[1]));
    switch (url.pathname) {
      case '/api/article': {
        const page = Number(url.searchParams.get('page') || 1);
        const pageSize = Math.min(100, Number(url.searchParams.get('pageSize') || 10));
        const list = summaries.slice((page - 1) * pageSize, page * pageSize);
        return send({ list, total: summaries.length, page, pageSize });
      }
      case '/api/article/rank':
        return send(
          [...summaries]
            .sort((a, b) => b.views - a.views)
            .slice(0, 10)
            .map(({ id, title, views }) => ({ id, title, views })),
        );
      case '/api/article/timeline':
        return send(summaries.map(({ id, title, createdAt }) => ({ id, title, createdAt })));
      case '/api/category':
        return send(categories);
      case '/api/label':
        return send(labels);
      default:
        return send(undefined, 404);
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
