import { articleSummary } from '../../../test/article-fixtures';
import { awaitsBuild, hasChanges, siteChanges } from './site-changes';
import type { SiteState } from './site-state-format';

const article = (id: string, updatedAt: string, disabled = false) =>
  articleSummary(Number(id), { updatedAt, disabled });

const state = (articles: SiteState['articles']): SiteState => ({
  format: 1,
  builtAt: '2026-11-30T10:00:00.000Z',
  api: 'http://api.test',
  release: '1.0.7',
  articles,
});

const built = state([
  ['1', '2026-11-01T08:00:00Z', true, 'Article 1'],
  ['2', '2026-11-02T08:00:00Z', true, 'Article 2'],
  ['3', '2026-11-03T08:00:00Z', true, 'Article 3'],
  ['4', '2026-11-04T08:00:00Z', true, 'Gone since'],
  ['5', '', true, 'Article 5'],
]);

describe('what the public pages do not have yet', () => {
  it('names each article published, edited, disabled or deleted since the build', () => {
    const changes = siteChanges(built, [
      article('1', '2026-11-01T08:00:00.000Z'), // the same instant written another way
      article('2', '2026-11-29T08:00:00Z'), // edited
      article('3', '2026-11-03T08:00:00Z', true), // disabled
      article('5', '2026-11-05T08:00:00Z'), // an older page was kept: not this version
      article('6', '2026-11-30T09:00:00Z'), // published
      article('7', '2026-11-30T09:00:00Z', true), // a draft: no page, none wanted
    ]);
    expect(changes).toEqual({
      published: [{ id: '6', title: 'Article 6' }],
      edited: [
        { id: '2', title: 'Article 2' },
        { id: '5', title: 'Article 5' },
      ],
      disabled: [{ id: '3', title: 'Article 3' }],
      deleted: [{ id: '4', title: 'Gone since' }],
    });
    expect(hasChanges(changes)).toBe(true);
  });

  it('has nothing to say when the pages are as the API', () => {
    const same = siteChanges(state([['1', '2026-11-01T08:00:00Z', true, 'Article 1']]), [
      article('1', '2026-11-01T08:00:00Z'),
      article('2', '2026-11-02T08:00:00Z', true),
    ]);
    expect(hasChanges(same)).toBe(false);
  });

  it('tells whether one saved version is on the pages', () => {
    const saved = (id: string, updatedAt: string, disabled = false) => ({
      id,
      updatedAt,
      disabled,
    });
    expect(awaitsBuild(built, saved('1', '2026-11-01T08:00:00Z'))).toBe(false);
    expect(awaitsBuild(built, saved('2', '2026-11-30T08:00:00Z'))).toBe(true);
    expect(awaitsBuild(built, saved('9', '2026-11-30T08:00:00Z'))).toBe(true);
    // Disabled: right while no page shows it, waiting while one still does.
    expect(awaitsBuild(built, saved('9', '2026-11-30T08:00:00Z', true))).toBe(false);
    expect(awaitsBuild(built, saved('1', '2026-11-30T08:00:00Z', true))).toBe(true);
  });
});
