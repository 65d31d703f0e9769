import { call, signIn } from '../testing/api-client';

interface Summary {
  id: number;
  title: string;
  disabled: boolean;
  createdAt: string;
  views: number;
  wordCount: number;
  labels: { id: number; name: string }[];
  category: { id: number; name: string } | null;
}
interface PageOf<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}
interface Detail extends Summary {
  content: string;
  prev?: { id: number; title: string };
  next?: { id: number; title: string };
}

const validArticle = {
  title: 'Hello',
  summary: 'A short one.',
  content: '# Hi\n\nSome words here.',
  categoryId: '1',
};

describe('articles', () => {
  it('lists enabled articles only, newest first, paginated', async () => {
    const first = await call<PageOf<Summary>>('GET', '/api/article', { page: 1, pageSize: 5 });
    expect(first.data).toMatchObject({ page: 1, pageSize: 5 });
    expect(first.data.list).toHaveLength(5);
    expect(first.data.total).toBeGreaterThanOrEqual(60);
    const all = await call<PageOf<Summary>>('GET', '/api/article', { pageSize: 100 });
    expect(all.data.list.every((item) => !item.disabled)).toBe(true);
    const dates = all.data.list.map((item) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const last = await call<PageOf<Summary>>('GET', '/api/article', { page: 2, pageSize: 100 });
    expect(last.data.list).toEqual([]);
    const capped = await call<PageOf<Summary>>('GET', '/api/article', { pageSize: 5000 });
    expect(capped.data.pageSize).toBe(100);
  });

  it('filters by keyword (case-insensitive), category and label', async () => {
    const found = await call<PageOf<Summary>>('GET', '/api/article', { keyword: 'POSTGRES' });
    // 'Zero-downtime Postgres migrations' is disabled in the seed, so readers do not find it.
    expect(found.data.list.map((item) => item.title)).toEqual(['Postgres indexes I actually use']);
    const byCategory = await call<PageOf<Summary>>('GET', '/api/article', {
      categoryId: '5',
      pageSize: 100,
    });
    expect(byCategory.data.list.every((item) => item.category?.name === 'Craft')).toBe(true);
    const byLabel = await call<PageOf<Summary>>('GET', '/api/article', {
      labelId: '5',
      pageSize: 100,
    });
    expect(byLabel.data.total).toBeGreaterThan(0);
    expect(
      byLabel.data.list.every((item) => item.labels.some((label) => label.name === 'Rust')),
    ).toBe(true);
  });

  it('hides disabled articles from readers but shows them to the signed-in owner', async () => {
    const token = await signIn();
    const hidden = await call<PageOf<Summary>>(
      'GET',
      '/api/article/all',
      { disabled: 'true', pageSize: 100 },
      token,
    );
    expect(hidden.data.total).toBeGreaterThan(0);
    const id = hidden.data.list[0].id;
    expect(await call('GET', `/api/article/detail/${id}`)).toMatchObject({
      code: 404,
      msg: 'Article not found.',
    });
    expect((await call<Detail>('GET', `/api/article/detail/${id}`, {}, token)).data.id).toBe(id);
    const timeline = await call<{ id: number }[]>('GET', '/api/article/timeline');
    expect(timeline.data.some((item) => item.id === id)).toBe(false);
  });

  it('gives details with prev/next among enabled articles and counts views', async () => {
    const list = await call<PageOf<Summary>>('GET', '/api/article', { pageSize: 3 });
    const [newer, middle, older] = list.data.list;
    const detail = await call<Detail>('GET', `/api/article/detail/${middle.id}`);
    expect(detail.data.prev).toEqual({ id: older.id, title: older.title });
    expect(detail.data.next).toEqual({ id: newer.id, title: newer.title });
    expect(detail.data.views).toBe(middle.views + 1);
    expect(detail.data.wordCount).toBeGreaterThan(0);
    expect(await call('GET', '/api/article/detail/99999')).toMatchObject({
      code: 404,
      msg: 'Article not found.',
    });
  });

  it('creates, updates, toggles and deletes an article', async () => {
    const token = await signIn();
    // Labels in the three encodings qs clients send.
    const created = await call<Detail>(
      'POST',
      '/api/article',
      { ...validArticle, labelIds: ['1', '2'] },
      token,
    );
    expect(created).toMatchObject({
      code: 0,
      data: { title: 'Hello', disabled: false, wordCount: 4 },
    });
    expect(created.data.labels.map((label) => label.id)).toEqual([1, 2]);
    const id = String(created.data.id);
    const updated = await call<Detail>(
      'PUT',
      `/api/article/${id}`,
      { ...validArticle, title: 'Hello again', 'labelIds[]': '3' },
      token,
    );
    expect(updated.data).toMatchObject({ title: 'Hello again', labels: [{ id: 3, name: 'CSS' }] });
    const commas = await call<Detail>(
      'PUT',
      `/api/article/${id}`,
      { ...validArticle, labelIds: '4,5' },
      token,
    );
    expect(commas.data.labels.map((label) => label.id)).toEqual([4, 5]);
    expect((await call('POST', `/api/article/disabled/${id}`, {}, token)).data).toEqual({
      id: Number(id),
      disabled: true,
    });
    expect((await call('GET', `/api/article/detail/${id}`)).code).toBe(404);
    expect((await call('DELETE', `/api/article/${id}`, {}, token)).code).toBe(0);
    expect((await call('DELETE', `/api/article/${id}`, {}, token)).msg).toBe('Article not found.');
  });

  it('gives every change a later updatedAt, even two in the same millisecond', async () => {
    const token = await signIn();
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2030-01-01T00:00:00.000Z'));
    try {
      const versions: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const saved = await call<Detail & { updatedAt: string }>(
          'PUT',
          '/api/article/1',
          { ...validArticle, title: `Same instant ${i}` },
          token,
        );
        versions.push(saved.data.updatedAt);
      }
      const toggled = await call<{ id: number }>('POST', '/api/article/disabled/1', {}, token);
      expect(toggled.code).toBe(0);
      const detail = await call<{ updatedAt: string }>('GET', '/api/article/detail/1', {}, token);
      versions.push(detail.data.updatedAt);
      expect(versions[0]).toBe('2030-01-01T00:00:00.000Z');
      expect(new Set(versions).size).toBe(4);
      expect([...versions].sort()).toEqual(versions);
    } finally {
      now.mockRestore();
    }
  });

  it('explains what is wrong with an invalid article', async () => {
    const token = await signIn();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...validArticle, title: '   ' }, 'Title is required.'],
      [{ ...validArticle, title: 'x'.repeat(101) }, 'Title must be at most 100 characters.'],
      [{ ...validArticle, summary: 'x'.repeat(301) }, 'Summary must be at most 300 characters.'],
      [{ ...validArticle, content: '' }, 'Content is required.'],
      [{ ...validArticle, categoryId: '' }, 'Category is required.'],
      [{ ...validArticle, categoryId: '999' }, 'Category not found.'],
      [{ ...validArticle, labelIds: ['1', '999'] }, 'Label not found.'],
    ];
    for (const [input, msg] of cases) {
      const answer = await call('POST', '/api/article', input, token);
      expect({ status: answer.status, msg: answer.msg, failed: answer.code !== 0 }).toEqual({
        status: 200,
        msg,
        failed: true,
      });
    }
    expect((await call('PUT', '/api/article/abc', validArticle, token)).msg).toBe(
      'Article not found.',
    );
  });

  it('ranks at most ten enabled articles by views', async () => {
    const rank = await call<{ views: number }[]>('GET', '/api/article/rank');
    expect(rank.data).toHaveLength(10);
    const views = rank.data.map((item) => item.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });
});
