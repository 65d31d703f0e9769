/**
 * The console guard (issue 25): a passing suite prints no warning, and an unexpected
 * console.error or console.warn fails the test that printed it.
 */
import { allowConsole, takeUnexpected } from './console-guard';

describe('the console guard', () => {
  it('records an unexpected error or warning, with where it was said', () => {
    console.error('Something %s', 'broke');
    console.warn('Careful');
    const found = takeUnexpected();
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^console\.error: Something broke\n\s+at .*console-guard\.test\.ts/);
    expect(found[1]).toMatch(/^console\.warn: Careful/);
  });

  it('lets a test expect one, of that level and text only', () => {
    allowConsole('error', /^Expected failure/);
    console.error('Expected failure: the chunk is gone');
    console.warn('Expected failure: but a warning');
    expect(takeUnexpected()).toEqual([expect.stringMatching(/^console\.warn: Expected failure/)]);
  });

  it('starts each test with no allowance left from the one before', () => {
    console.error('Expected failure: again');
    expect(takeUnexpected()).toHaveLength(1);
  });

  it('ignores Redux Toolkit saying its development checks were slow on a busy machine', () => {
    console.warn('SerializableStateInvariantMiddleware took 88ms, which is more than 32ms.');
    console.warn('ImmutableStateInvariantMiddleware took 40ms, which is more than 32ms.');
    expect(takeUnexpected()).toEqual([]);
  });
});
