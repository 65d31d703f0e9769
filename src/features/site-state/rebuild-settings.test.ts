import { REBUILD_HOOK_STORAGE_KEY } from '@/config/constants';
import { hookUrlProblem, readRebuildSettings, writeRebuildSettings } from './rebuild-settings';

describe('the rebuild hook’s settings', () => {
  it('takes https anywhere and http on this machine only, and says why it refuses', () => {
    expect(hookUrlProblem('https://api.netlify.com/build_hooks/abc')).toBeNull();
    expect(hookUrlProblem('  http://127.0.0.1:8787/ ')).toBeNull();
    expect(hookUrlProblem('http://localhost:8787')).toBeNull();
    expect(hookUrlProblem('http://[::1]:8787')).toBeNull();
    expect(hookUrlProblem('http://blog.example.com/rebuild')).toBe(
      'console.site.settings.urlNotHttps',
    );
    expect(hookUrlProblem('')).toBe('console.site.settings.urlMissing');
    expect(hookUrlProblem('api.netlify.com/build_hooks/abc')).toBe(
      'console.site.settings.urlNotAddress',
    );
    expect(hookUrlProblem('ftp://example.com/hook')).toBe('console.site.settings.urlNotAddress');
  });

  it('keeps them under one key of this browser’s storage, and forgets them', () => {
    const settings = {
      kind: 'prerender' as const,
      url: 'https://blog.example.com/rebuild',
      token: 'secret-token-of-the-prerender',
      afterChanges: true,
    };
    expect(writeRebuildSettings(settings)).toBe(true);
    expect(JSON.parse(localStorage.getItem(REBUILD_HOOK_STORAGE_KEY)!)).toEqual(settings);
    expect(readRebuildSettings()).toEqual(settings);
    // The same object while nothing changed (useSyncExternalStore's snapshot).
    expect(readRebuildSettings()).toBe(readRebuildSettings());
    writeRebuildSettings(null);
    expect(localStorage.getItem(REBUILD_HOOK_STORAGE_KEY)).toBeNull();
    expect(readRebuildSettings()).toBeNull();
  });

  it('reads nothing from what it did not write', () => {
    localStorage.setItem(REBUILD_HOOK_STORAGE_KEY, '{not json');
    expect(readRebuildSettings()).toBeNull();
    localStorage.setItem(REBUILD_HOOK_STORAGE_KEY, JSON.stringify({ url: 3 }));
    expect(readRebuildSettings()).toBeNull();
  });
});
