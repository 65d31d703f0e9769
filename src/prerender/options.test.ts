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
