/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { compressTree } from './compress';

let root: string;
const file = (name: string) => path.join(root, name);
const write = (name: string, text: string) => {
  fs.mkdirSync(path.dirname(file(name)), { recursive: true });
  fs.writeFileSync(file(name), text);
};
/** Moves a file's modification time, as a later write would. */
const touch = (name: string, secondsFromNow: number) => {
  const when = new Date(Date.now() + secondsFromNow * 1000);
  fs.utimesSync(file(name), when, when);
};
const gunzip = (name: string) => zlib.gunzipSync(fs.readFileSync(file(name))).toString();
const unbrotli = (name: string) =>
  zlib.brotliDecompressSync(fs.readFileSync(file(name))).toString();

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'compress-'));
  write('main.1a2b3c4d.js', 'console.log("main");'.repeat(50));
  write('styles/page.1a2b3c4d.css', 'body{margin:0}'.repeat(50));
  write('detail/1/index.html', '<p>one</p>'.repeat(50));
  write('sitemap.xml', '<urlset/>');
  write('config.js', 'window.BLOG_CONFIG = {};');
  write('demo/cover.png', 'not text');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('compressed copies beside the files', () => {
  it('writes .gz and .br beside every text file but config.js, with the same content', () => {
    expect(compressTree(root, 'fast')).toEqual({ written: 8, removed: 0 });
    for (const name of ['main.1a2b3c4d.js', 'styles/page.1a2b3c4d.css', 'detail/1/index.html']) {
      const text = fs.readFileSync(file(name), 'utf8');
      expect(gunzip(`${name}.gz`)).toBe(text);
      expect(unbrotli(`${name}.br`)).toBe(text);
    }
    expect(fs.existsSync(file('config.js.gz'))).toBe(false);
    expect(fs.existsSync(file('config.js.br'))).toBe(false);
    expect(fs.existsSync(file('demo/cover.png.gz'))).toBe(false);
  });

  it('leaves copies newer than their file alone and rewrites stale ones', () => {
    compressTree(root, 'fast');
    write('detail/1/index.html', '<p>edited</p>');
    touch('detail/1/index.html', 5);
    expect(compressTree(root, 'fast')).toEqual({ written: 2, removed: 0 });
    expect(gunzip('detail/1/index.html.gz')).toBe('<p>edited</p>');
    expect(unbrotli('detail/1/index.html.br')).toBe('<p>edited</p>');
  });

  it('removes copies whose file is gone, and any copy of config.js', () => {
    compressTree(root, 'fast');
    fs.rmSync(file('detail/1/index.html'));
    write('config.js.gz', 'an old copy that would be served instead of the edited file');
    write('archive.tar.gz', 'not a copy of a text file');
    expect(compressTree(root, 'fast')).toEqual({ written: 0, removed: 3 });
    expect(fs.readdirSync(file('detail/1'))).toEqual([]);
    expect(fs.existsSync(file('config.js.gz'))).toBe(false);
    expect(fs.existsSync(file('archive.tar.gz'))).toBe(true);
  });
});
