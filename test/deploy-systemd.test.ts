/**
 * @jest-environment node
 */
/**
 * deploy/systemd/blog-prerender.service, the unit docs/deploying.md points to: it runs the
 * prerender with `--every 10m --listen` on the address deploy/nginx/blog.conf's /_rebuild
 * location proxies to, takes the token from an EnvironmentFile (never from the unit), may write
 * only the folder served and its parent, and passes `systemd-analyze verify` (and keeps an
 * exposure of 2.0 or less in `systemd-analyze security`) where systemd-analyze is installed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const UNIT = 'deploy/systemd/blog-prerender.service';
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const unit = read(UNIT);
const nginxSite = read('deploy/nginx/blog.conf');
/** `systemd-analyze security`'s scale is tenths: 20 is an exposure of 2.0 ("OK"). */
const MAX_EXPOSURE_TENTHS = 20;

/** Every value of `key=` in the unit (a key may be set more than once). */
const values = (key: string) =>
  [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((match) => match[1]);

const analyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((file) =>
  fs.existsSync(file),
);

describe('the systemd unit in deploy/', () => {
  it('keeps the folder in step every 10 minutes and on request, behind the nginx location', () => {
    const [start] = values('ExecStart');
    expect(start).toMatch(
      / scripts\/run-tool\.mjs prerender \/var\/www\/blog --every 10m --listen /,
    );
    const listen = /--listen (\S+)$/.exec(start)?.[1];
    expect(listen).toBe('127.0.0.1:8790');
    expect(nginxSite).toContain(`proxy_pass http://${listen}/;`);
    expect(nginxSite).toMatch(/^\s*root \/var\/www\/blog;$/m);
  });

  it('takes the token from an EnvironmentFile, never from the unit itself', () => {
    expect(values('EnvironmentFile')).toEqual(['/etc/blog-prerender.env']);
    expect(unit).not.toMatch(/^Environment=/m);
  });

  it('runs hardened: no new privileges, the system read-only but the folder served and its parent', () => {
    expect(values('NoNewPrivileges')).toEqual(['yes']);
    expect(values('ProtectSystem')).toEqual(['strict']);
    expect(values('ReadWritePaths')).toEqual(['/var/www']);
    expect(values('ProtectHome')).toEqual(['yes']);
    expect(values('PrivateTmp')).toEqual(['yes']);
    expect(values('CapabilityBoundingSet')).toEqual(['']);
    expect(values('User')).not.toEqual(['root']);
  });

  const verifyTitle = analyze
    ? 'passes systemd-analyze verify, and systemd-analyze security rates it 2.0 or less'
    : 'is checked by systemd-analyze where it is installed (not on this machine: not run)';
  it(verifyTitle, () => {
    if (!analyze) {
      expect(spawnSync('systemd-analyze', ['--version']).error).toBeDefined();
      return;
    }
    // verify wants the unit's own name; it exits 0 on unknown keys or bad values, but says them.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-unit-'));
    try {
      const file = path.join(dir, path.basename(UNIT));
      fs.writeFileSync(file, unit);
      const verify = spawnSync(analyze, ['verify', file], { encoding: 'utf8' });
      expect({ status: verify.status, said: `${verify.stdout}${verify.stderr}` }).toEqual({
        status: 0,
        said: '',
      });
      const security = spawnSync(
        analyze,
        ['security', '--offline=true', `--threshold=${MAX_EXPOSURE_TENTHS}`, file],
        { encoding: 'utf8' },
      );
      expect([security.status, /Overall exposure level[^\n]*/.exec(security.stdout)?.[0]]).toEqual([
        0,
        expect.stringMatching(/: [0-2]\.\d /),
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is the file docs/deploying.md points to', () => {
    expect(read('docs/deploying.md')).toContain(`(../${UNIT})`);
  });
});
