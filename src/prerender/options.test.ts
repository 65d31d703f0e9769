import { PRERENDER_WATCH_INTERVAL_MS } from '@/config/constants';
import { parseArgs, parseDuration } from './options';

describe('the prerender command line', () => {
  it('runs once by default, polls with --watch (default interval) or --every', () => {
    expect(parseArgs(['out']).everyMs).toBeNull();
    expect(parseArgs(['--watch']).everyMs).toBe(PRERENDER_WATCH_INTERVAL_MS);
    expect(parseArgs(['--every', '10m']).everyMs).toBe(600000);
    expect(parseArgs(['--watch', '--every', '30s']).everyMs).toBe(30000);
    expect(parseArgs(['--timeout', '5s', 'out'])).toMatchObject({ timeoutMs: 5000, dist: 'out' });
  });

  it('reads durations in ms, s, m and h, a bare number as seconds', () => {
    expect(parseDuration('500ms', '--every')).toBe(500);
    expect(parseDuration('45', '--every')).toBe(45000);
    expect(parseDuration('1h', '--every')).toBe(3600000);
  });

  it('refuses what is not a duration, or an unknown option', () => {
    expect(() => parseArgs(['--every', 'soon'])).toThrow('--every takes a duration');
    expect(() => parseArgs(['--every'])).toThrow('--every takes a duration');
    expect(() => parseArgs(['--every', '0s'])).toThrow('--every takes a duration');
    expect(() => parseArgs(['--evry', '1m'])).toThrow('Unknown option --evry');
  });
});

describe('--listen HOST:PORT, the rebuild hook', () => {
  const token = 'a-token-of-24-characters';
  const env = { PRERENDER_HOOK_TOKEN: token };

  it('is off by default, and takes a host and port with the token from the environment', () => {
    expect(parseArgs(['out'], env).listen).toBeNull();
    expect(parseArgs(['--listen', '127.0.0.1:8790'], env).listen).toEqual({
      host: '127.0.0.1',
      port: 8790,
      token,
    });
    expect(parseArgs(['--listen', '[::1]:0', '--every', '10m'], env)).toMatchObject({
      listen: { host: '::1', port: 0 },
      everyMs: 600000,
    });
    expect(parseArgs(['--listen', 'localhost:80'], env).listen?.host).toBe('localhost');
  });

  it('refuses an address that is not HOST:PORT', () => {
    for (const address of [undefined, '8790', '127.0.0.1', '127.0.0.1:', 'host:99999', ':80']) {
      const argv = address === undefined ? ['--listen'] : ['--listen', address];
      expect(() => parseArgs(argv, env)).toThrow('--listen takes HOST:PORT');
    }
  });

  it('refuses to listen without a token, or with one short enough to guess', () => {
    expect(() => parseArgs(['--listen', '127.0.0.1:8790'], {})).toThrow(
      '--listen needs a token: set PRERENDER_HOOK_TOKEN',
    );
    expect(() =>
      parseArgs(['--listen', '127.0.0.1:8790'], { PRERENDER_HOOK_TOKEN: 'short-token' }),
    ).toThrow('PRERENDER_HOOK_TOKEN has 11 characters: use at least 16');
    expect(() =>
      parseArgs(['--listen', '127.0.0.1:8790'], { PRERENDER_HOOK_TOKEN: `${token} with spaces` }),
    ).toThrow('PRERENDER_HOOK_TOKEN may hold only');
    // Without --listen the token is not needed, nor read.
    expect(parseArgs(['out'], {}).listen).toBeNull();
  });
});
