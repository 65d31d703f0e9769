import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tagColorIndex } from '@/lib/tag-colors';
import { adoptKeptTagColors, withTagColors } from './kept-tag-colors';
import { MANIFEST_FILE, readManifest } from './manifest';

describe('tag colours kept between prerender runs', () => {
  it('draws a tag as the last run did, and hands this run’s colours to the next', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-tag-colors-'));
    try {
      const last = { format: 2, key: 'k', articles: {}, tagColors: { 5: 3, 6: 0, 7: 'x' } };
      fs.writeFileSync(path.join(dist, MANIFEST_FILE), JSON.stringify(last));
      adoptKeptTagColors(dist);
      expect(tagColorIndex('5')).toBe(3);
      expect(tagColorIndex('6')).toBe(0);
      const drawn = tagColorIndex('8');
      const next = withTagColors({ format: 2, key: 'k2', articles: {} });
      fs.writeFileSync(path.join(dist, MANIFEST_FILE), JSON.stringify(next));
      expect(readManifest(path.join(dist, MANIFEST_FILE))).toEqual({
        format: 2,
        key: 'k2',
        articles: {},
        tagColors: expect.objectContaining({ 5: 3, 6: 0, 8: drawn }),
      });
      expect(next.tagColors).not.toHaveProperty('7');
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('starts afresh without a manifest', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-tag-colors-'));
    try {
      expect(() => adoptKeptTagColors(dist)).not.toThrow();
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
