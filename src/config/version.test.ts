import { APP_VERSION } from './version';

describe('the release', () => {
  it('is 1.0.7, the spec names it', () => {
    expect(APP_VERSION).toBe('1.0.7');
  });
});
