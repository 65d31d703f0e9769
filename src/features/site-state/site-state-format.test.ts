import fs from 'node:fs';
import path from 'node:path';
import { neverBuilt, parseSiteState, siteStateText } from './site-state-format';

const input = {
  builtAt: new Date('2026-11-30T10:00:00Z'),
  api: 'https://api.example.com',
  release: '1.0.7',
  articles: [
    { id: '1', updatedAt: '2026-11-29T08:00:00Z', enabled: true, title: 'Typography' },
    { id: 'a-2', updatedAt: '', enabled: true, title: '排版' },
  ],
};

describe('site-state.json', () => {
  it('is read back as written', () => {
    const text = siteStateText(input);
    expect(JSON.parse(text)).toEqual({
      format: 1,
      builtAt: '2026-11-30T10:00:00.000Z',
      api: 'https://api.example.com',
      release: '1.0.7',
      articles: [
        ['1', '2026-11-29T08:00:00Z', true, 'Typography'],
        ['a-2', '', true, '排版'],
      ],
    });
    expect(parseSiteState(JSON.parse(text))).toEqual(JSON.parse(text));
  });

  it('keeps titles short, by characters not code units', () => {
    const title = '𝄞'.repeat(200);
    const [, , , kept] = JSON.parse(
      siteStateText({ ...input, articles: [{ ...input.articles[0], title }] }),
    ).articles[0];
    expect(Array.from(kept as string)).toHaveLength(80);
    expect(kept).toBe('𝄞'.repeat(80));
  });

  it('refuses what it cannot read', () => {
    const good = JSON.parse(siteStateText(input));
    for (const bad of [
      null,
      'text',
      [],
      { ...good, format: 2 },
      { ...good, builtAt: 'yesterday' },
      { ...good, api: 1 },
      { ...good, release: undefined },
      { ...good, articles: {} },
      { ...good, articles: [['1', '2026-11-29T08:00:00Z', 'yes', 'Typography']] },
      { ...good, articles: [[1, '2026-11-29T08:00:00Z', true, 'Typography']] },
      { ...good, articles: [['1', '2026-11-29T08:00:00Z', true]] },
    ]) {
      expect(parseSiteState(bad)).toBeNull();
    }
  });

  it('ships, with the build, one that says the pages were never prerendered', () => {
    const shipped = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../../../public/site-state.json'), 'utf8'),
    );
    expect(neverBuilt(shipped)).toBe(true);
    expect(parseSiteState(shipped)).toBeNull();
    expect(neverBuilt(JSON.parse(siteStateText(input)))).toBe(false);
    expect(neverBuilt({ format: 2, builtAt: null })).toBe(false);
  });
});
