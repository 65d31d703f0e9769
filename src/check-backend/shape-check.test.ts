/**
 * @jest-environment node
 */
/**
 * Field checks decided by the app's own adapters: a value of the wrong type that the adapter
 * reads as meant is a warning, one it loses is an error; ids as strings or numbers are both fine.
 */
import { articleSummary, pageOf, taxonomy } from './contract-shapes';
import { checkShape } from './shape-check';

const category = { id: 3, name: 'Go', articleCount: 2, disabled: false, createdAt: '2026-01-02' };
const lines = (data: unknown, shape = taxonomy) =>
  checkShape(shape, data).map((f) => `${f.severity} ${f.path}: ${f.problem} → ${f.reading}`);

describe('checkShape', () => {
  it('finds nothing in a record as the contract has it, with its id as a number or a string', () => {
    expect(lines(category)).toEqual([]);
    expect(lines({ ...category, id: 'go-3' })).toEqual([]);
  });

  it('warns about a value the app reads as meant, and fails one it loses', () => {
    expect(lines({ ...category, articleCount: '2', disabled: 'true' })).toEqual([
      'warning data.articleCount: a string "2", not a number → reads it as 2: harmless here, a stricter client may not cope',
      'warning data.disabled: a string "true", not a boolean → reads it as true: harmless here, a stricter client may not cope',
    ]);
    expect(lines({ ...category, articleCount: 'two', disabled: 'yes' })).toEqual([
      'error data.articleCount: a string "two", not a number → reads it as 0',
      'error data.disabled: a string "yes", not a boolean → reads it as false',
    ]);
  });

  it('warns about a date only Chromium reads, and fails one nobody does', () => {
    expect(lines({ ...category, createdAt: 'Jan 2, 2026' })[0]).toMatch(
      /^warning data.createdAt: .*not an ISO 8601 date string → Chromium reads it/,
    );
    expect(lines({ ...category, createdAt: 'yesterday' })[0]).toMatch(/^error data.createdAt/);
  });

  it('counts a list item deviation over the items, and names an unusable id', () => {
    const item = (id: unknown) => ({
      id,
      title: 'T',
      summary: 'S',
      category: null,
      labels: [],
      views: 1,
      disabled: false,
      createdAt: '2026-01-02T03:04:05Z',
      updatedAt: '2026-01-02T03:04:05Z',
    });
    const found = checkShape(pageOf(articleSummary), {
      list: [item(1), item('..'), item('b')],
      total: 3,
      page: 1,
      pageSize: 10,
    });
    expect(found).toEqual([
      expect.objectContaining({
        severity: 'error',
        path: 'data.list[].id',
        problem: 'an unusable id',
        count: 1,
        of: 3,
      }),
    ]);
    expect(found[0].reading).toMatch(/^leaves the record out \(its id is a dot segment/);
  });
});
