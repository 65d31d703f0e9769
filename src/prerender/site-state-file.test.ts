/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseSiteState } from '@/features/site-state/site-state-format';
import { articleSummary } from '../../test/article-fixtures';
import { writeSiteState } from './site-state-file';

const summary = (id: string, title: string, updatedAt: string) =>
  articleSummary(Number(id), { title, updatedAt });

describe('the prerender’s site-state.json', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-state-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const read = () =>
    parseSiteState(JSON.parse(fs.readFileSync(path.join(dir, 'site-state.json'), 'utf8')));

  it('names every page’s version, the API, the release and when, and no secret', () => {
    const builtAt = new Date('2026-11-30T10:00:00Z');
    writeSiteState(dir, {
      config: { mock: false, apiBase: 'https://api.example.com' },
      withPage: [
        summary('1', 'Rendered', '2026-11-29T08:00:00Z'),
        summary('2', 'Kept', '2026-11-01T08:00:00Z'),
        summary('3', 'Failed, old page kept', '2026-11-30T09:00:00Z'),
      ],
      records: {
        '1': { updatedAt: '2026-11-29T08:00:00Z', prev: null, next: '2' },
        '2': { updatedAt: '2026-11-01T08:00:00Z', prev: '1', next: null },
      },
      builtAt,
    });
    expect(read()).toEqual({
      format: 1,
      builtAt: '2026-11-30T10:00:00.000Z',
      api: 'https://api.example.com',
      release: '1.0.7',
      articles: [
        ['1', '2026-11-29T08:00:00Z', true, 'Rendered'],
        ['2', '2026-11-01T08:00:00Z', true, 'Kept'],
        // Its page shows an older version than the API's: not this one.
        ['3', '', true, 'Failed, old page kept'],
      ],
    });
    expect(fs.readFileSync(path.join(dir, 'site-state.json'), 'utf8')).not.toMatch(
      /token|password|Bearer/i,
    );
  });

  it('names the demo data as the pages’ stamp does', () => {
    writeSiteState(dir, {
      config: { mock: true, apiBase: 'http://127.0.0.1:41234' },
      withPage: [],
      records: {},
      builtAt: new Date(),
    });
    expect(read()).toMatchObject({ api: 'demo', articles: [] });
  });
});
