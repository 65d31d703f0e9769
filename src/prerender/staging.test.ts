/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeLeftovers, stageCopy, writeFile } from './staging';

let parent: string;
let dist: string;
beforeEach(() => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'staging-'));
  dist = path.join(parent, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), 'home');
});
afterEach(() => fs.rmSync(parent, { recursive: true, force: true }));

/** The id of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid as number;

describe('removeLeftovers', () => {
  it('removes the copies of runs that died, and keeps a live run’s', () => {
    const dead = deadPid();
    fs.mkdirSync(path.join(parent, `.dist.prerender-${dead}`));
    fs.mkdirSync(path.join(parent, `.dist.previous-${dead}`));
    fs.mkdirSync(path.join(parent, `.dist.prerender-${process.pid}`));
    fs.mkdirSync(path.join(parent, `.other.prerender-${dead}`));
    expect(removeLeftovers(dist).sort()).toEqual(
      [`.dist.prerender-${dead}`, `.dist.previous-${dead}`].sort(),
    );
    expect(fs.readdirSync(parent).sort()).toEqual(
      ['dist', `.dist.prerender-${process.pid}`, `.other.prerender-${dead}`].sort(),
    );
  });

  it('puts dist/ back from a run that died between the two renames of its commit', () => {
    const dead = deadPid();
    fs.renameSync(dist, path.join(parent, `.dist.previous-${dead}`));
    removeLeftovers(dist);
    expect(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('home');
  });
});

describe('stageCopy', () => {
  it('commits by swapping the copy in, and leaves nothing beside dist/', () => {
    const staging = stageCopy(dist);
    writeFile(staging.dir, 'index.html', 'new');
    staging.commit();
    expect(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('new');
    expect(fs.readdirSync(parent)).toEqual(['dist']);
  });

  it('discards the copy, leaving dist/ as it was', () => {
    const staging = stageCopy(dist);
    writeFile(staging.dir, 'index.html', 'new');
    staging.discard();
    expect(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('home');
    expect(fs.readdirSync(parent)).toEqual(['dist']);
  });

  it('shares dist/’s files instead of copying them, and a file written replaces the copy’s', () => {
    fs.mkdirSync(path.join(dist, 'detail', '1'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'detail', '1', 'index.html'), 'article');
    const staging = stageCopy(dist);
    const inode = (root: string, file: string) => fs.statSync(path.join(root, file)).ino;
    // A blog of 10,000 articles is staged without copying its pages (60,000 files with their
    // compressed copies), so a run that changes one article does not pay for all of them.
    expect(inode(staging.dir, 'detail/1/index.html')).toBe(inode(dist, 'detail/1/index.html'));
    writeFile(staging.dir, 'detail/1/index.html', 'changed');
    expect(fs.readFileSync(path.join(dist, 'detail', '1', 'index.html'), 'utf8')).toBe('article');
    staging.commit();
    expect(fs.readFileSync(path.join(dist, 'detail', '1', 'index.html'), 'utf8')).toBe('changed');
    expect(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('home');
  });
});
