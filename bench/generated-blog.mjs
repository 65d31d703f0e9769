// A generated blog of N articles behind the contract's public calls, for measuring the prerender
// at scale and for trying it against a backend that misbehaves (the prerender's tests). The shapes
// are copied from the mock API's own answers (a template article, the categories and labels), so
// the app reads them exactly as it reads the demo.
import http from 'node:http';

const envelope = (data) => JSON.stringify({ code: 0, msg: 'ok', data });

async function get(base, path) {
  const body = await (await fetch(new URL(path, base))).json();
  if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

/**
 * Starts the generated API on a free port; `templateApi` is a running mock API to copy from.
 * - `contents` replaces the body of some articles: `{ 1: markdown }`.
 * - `ids` names the articles (newest first) instead of N..1.
 * - `ignorePage`: the list answers its first page whatever `page` asks; `total` overrides the
 *   list's total; `pageSize` is the largest page it answers (100) (a backend that pages wrongly).
 * - `detail(id)`: 'hang' (never answers), 'refuse' (code 500 in the envelope) or undefined.
 * - `stopped`: set `blog.stopped = true` and every call hangs (an API that stops answering).
 * The returned blog can change between runs: `publish()`, `update(id)`, `disable(id)`,
 * `remove(id)`; `requests` counts the calls by path, `requestTimes` holds when each came
 * (Date.now(), by path).
 */
export async function startGeneratedBlog(
  count,
  templateApi,
  { contents = {}, ids, ignorePage = false, total, pageSize: largestPage = 100, detail } = {},
) {
  const template = await get(templateApi, '/api/article/detail/1');
  const categories = await get(templateApi, '/api/category');
  const labels = await get(templateApi, '/api/label');
  const start = Date.UTC(2020, 0, 1);
  let clock = 0;
  const make = (id, index) => {
    const created = new Date(start + index * 36e5 * 20).toISOString();
    return {
      ...template,
      id,
      title: `Generated article ${id}: ${template.title}`,
      content: contents[id] ?? template.content,
      category: categories[index % categories.length],
      labels: [labels[index % labels.length], labels[(index * 7) % labels.length]],
      views: (index * 37) % 1000,
      disabled: false,
      createdAt: created,
      updatedAt: created,
    };
  };
  const names = ids ?? Array.from({ length: count }, (_, index) => count - index);
  // Newest first.
  let articles = names.map((id, index) => make(id, names.length - index));
  let enabled = [];
  let position = new Map();
  const reindex = () => {
    enabled = articles.filter((article) => !article.disabled);
    position = new Map(enabled.map((article, index) => [String(article.id), index]));
  };
  reindex();
  // The list calls answer summaries: the article without its body and neighbours.
  const summary = (article) => {
    const copy = { ...article };
    delete copy.content;
    return copy;
  };
  const link = (article) => (article ? { id: article.id, title: article.title } : null);

  const blog = {
    url: '',
    stopped: false,
    requests: new Map(),
    requestTimes: new Map(),
    /** A new article, newest (`changes` to its fields, e.g. `{ views: 0 }`); returns its id. */
    publish(changes = {}, id = Math.max(0, ...articles.map((a) => Number(a.id) || 0)) + 1) {
      articles.unshift({ ...make(id, articles.length + 1 + clock++), ...changes });
      reindex();
      return id;
    },
    update(id, changes = {}) {
      const article = articles.find((a) => String(a.id) === String(id));
      Object.assign(article, changes, {
        updatedAt: new Date(Date.parse(article.updatedAt) + 1000 * ++clock).toISOString(),
      });
      reindex();
    },
    disable(id) {
      blog.update(id, { disabled: true });
    },
    remove(id) {
      articles = articles.filter((a) => String(a.id) !== String(id));
      reindex();
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://generated.invalid');
    blog.requests.set(url.pathname, (blog.requests.get(url.pathname) ?? 0) + 1);
    const times = blog.requestTimes.get(url.pathname) ?? [];
    blog.requestTimes.set(url.pathname, times);
    times.push(Date.now());
    if (blog.stopped) return; // never answers
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
    const found = /^\/api\/article\/detail\/([^/]+)$/.exec(url.pathname);
    if (found) {
      const id = decodeURIComponent(found[1]);
      const behaviour = detail?.(id);
      if (behaviour === 'hang') return;
      if (behaviour === 'refuse') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ code: 500, msg: 'Refused for the test', data: null }));
      }
      const index = position.get(id);
      if (index === undefined) return send(undefined, 404);
      // Newest first: the previous (older) article is the next in the list.
      return send({
        ...enabled[index],
        prev: link(enabled[index + 1]),
        next: link(enabled[index - 1]),
      });
    }
    switch (url.pathname) {
      case '/api/article': {
        const page = ignorePage ? 1 : Number(url.searchParams.get('page') || 1);
        const pageSize = Math.min(largestPage, Number(url.searchParams.get('pageSize') || 10));
        const list = enabled.slice((page - 1) * pageSize, page * pageSize).map(summary);
        return send({ list, total: total ?? enabled.length, page, pageSize });
      }
      case '/api/article/rank':
        return send(
          [...enabled]
            .sort((a, b) => b.views - a.views)
            .slice(0, 10)
            .map(({ id, title, views }) => ({ id, title, views })),
        );
      case '/api/article/timeline':
        return send(enabled.map(({ id, title, createdAt }) => ({ id, title, createdAt })));
      case '/api/category':
        return send(categories);
      case '/api/label':
        return send(labels);
      default:
        return send(undefined, 404);
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  blog.url = `http://127.0.0.1:${server.address().port}`;
  return blog;
}
