import { call, signIn } from '../testing/api-client';

interface Taxonomy {
  id: number;
  name: string;
  articleCount: number;
  disabled: boolean;
}
interface PageOf<T> {
  list: T[];
  total: number;
}

describe.each([
  ['category', '/api/category'],
  ['label', '/api/label'],
])('%s calls', (noun, base) => {
  it('lists enabled ones publicly with counts of enabled articles', async () => {
    const token = await signIn();
    const publicList = await call<Taxonomy[]>('GET', base);
    const all = await call<PageOf<Taxonomy>>('GET', `${base}/all`, { pageSize: 100 }, token);
    const disabled = all.data.list.filter((item) => item.disabled);
    expect(disabled.length).toBeGreaterThan(0);
    expect(publicList.data).toHaveLength(all.data.total - disabled.length);
    expect(publicList.data.every((item) => item.articleCount >= 0 && !('disabled' in item))).toBe(
      true,
    );
    expect(all.data.total).toBeGreaterThanOrEqual(noun === 'label' ? 15 : 6);
  });

  it('creates, renames, toggles and searches', async () => {
    const token = await signIn();
    const created = await call<Taxonomy>('POST', base, { name: '  Gardening  ' }, token);
    expect(created.data).toMatchObject({ name: 'Gardening', articleCount: 0, disabled: false });
    const id = String(created.data.id);
    expect(
      (await call<Taxonomy>('PUT', `${base}/${id}`, { name: 'Garden' }, token)).data.name,
    ).toBe('Garden');
    expect((await call('POST', `${base}/disabled/${id}`, {}, token)).data).toEqual({
      id: Number(id),
      disabled: true,
    });
    const search = await call<PageOf<Taxonomy>>('GET', `${base}/all`, { keyword: 'GARD' }, token);
    expect(search.data.list.map((item) => item.name)).toEqual(['Garden']);
  });

  it('refuses empty, too long and duplicate names, and unknown ids', async () => {
    const token = await signIn();
    const existing = (await call<Taxonomy[]>('GET', base)).data[0].name;
    expect((await call('POST', base, { name: ' ' }, token)).msg).toBe('Name is required.');
    expect((await call('POST', base, { name: 'x'.repeat(51) }, token)).msg).toBe(
      'Name must be at most 50 characters.',
    );
    const duplicate = await call('POST', base, { name: existing.toUpperCase() }, token);
    expect(duplicate).toMatchObject({
      status: 200,
      msg: `A ${noun} named "${existing}" already exists.`,
    });
    expect(duplicate.code).not.toBe(0);
    const unknown = noun === 'category' ? 'Category not found.' : 'Label not found.';
    expect((await call('PUT', `${base}/999`, { name: 'New' }, token)).msg).toBe(unknown);
    expect((await call('DELETE', `${base}/999`, {}, token)).msg).toBe(unknown);
  });
});

describe('deleting', () => {
  it('refuses a category still used by articles, and deletes an unused one', async () => {
    const token = await signIn();
    const refused = await call('DELETE', '/api/category/1', {}, token);
    expect(refused.code).not.toBe(0);
    expect(refused.msg).toMatch(
      /^The category "Frontend" still has \d+ articles\. Move or delete them first\.$/,
    );
    const created = await call<Taxonomy>('POST', '/api/category', { name: 'Empty' }, token);
    expect((await call('DELETE', `/api/category/${created.data.id}`, {}, token)).code).toBe(0);
  });

  it('leaves the label with the same id on its articles when a category is deleted', async () => {
    const token = await signIn();
    const labelled = async () =>
      (await call<PageOf<Taxonomy>>('GET', '/api/article/all', { labelId: '8' }, token)).data.total;
    const before = await labelled();
    expect(before).toBeGreaterThan(0);
    // Categories and labels count their ids apart: the next category is 8, like that label.
    const created = await call<Taxonomy>('POST', '/api/category', { name: 'Empty' }, token);
    expect(created.data.id).toBe(8);
    expect((await call('DELETE', '/api/category/8', {}, token)).code).toBe(0);
    expect(await labelled()).toBe(before);
  });

  it('takes a deleted label off its articles', async () => {
    const token = await signIn();
    expect((await call('DELETE', '/api/label/5', {}, token)).code).toBe(0);
    const tagged = await call<PageOf<Taxonomy>>('GET', '/api/article/all', { labelId: '5' }, token);
    expect(tagged.data.total).toBe(0);
  });
});
