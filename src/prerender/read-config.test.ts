/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readSiteConfig } from './read-config';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-config-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function configFile(config: object): string {
  const file = path.join(dir, 'config.js');
  fs.writeFileSync(file, `window.BLOG_CONFIG = ${JSON.stringify(config)};`);
  return file;
}

const api = { apiBase: 'https://api.example.com', mock: false };

describe('readSiteConfig', () => {
  it('normalises site.url (no trailing slash)', () => {
    const file = configFile({ ...api, site: { url: 'https://blog.example.com/' } });
    expect(readSiteConfig(file).site.url).toBe('https://blog.example.com');
  });

  it('refuses javascript: and //host with a message naming what is wrong, not "not set"', () => {
    expect(() =>
      readSiteConfig(configFile({ ...api, site: { url: 'javascript:alert(1)' } })),
    ).toThrow(/site\.url "javascript:alert\(1\)" uses javascript:, not http: or https:/);
    expect(() =>
      readSiteConfig(configFile({ ...api, site: { url: '//blog.example.com' } })),
    ).toThrow(/has no scheme/);
    expect(() =>
      readSiteConfig(configFile({ ...api, site: { url: 'https://blog.example.com/a "b"' } })),
    ).toThrow(/contains a space/);
  });

  it('refuses a real blog (mock: false) without site.url', () => {
    expect(() => readSiteConfig(configFile({ ...api, site: {} }))).toThrow(/site\.url is not set/);
  });

  it('runs the demo (mock: true) without site.url, but not with an invalid one', () => {
    expect(readSiteConfig(configFile({ mock: true, site: {} })).site.url).toBe('');
    expect(() => readSiteConfig(configFile({ mock: true, site: { url: 'blog' } }))).toThrow(
      /is relative/,
    );
  });
});
