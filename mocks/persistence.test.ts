import { getDb, resetDb } from './db';
import { deserialise, serialise } from './persistence';

describe('persistence of the demo db', () => {
  it('round-trips the state, file bytes included', () => {
    const state = getDb();
    state.articles[0].title = 'Edited in the browser';
    const restored = deserialise(serialise(state));
    expect(restored?.articles[0].title).toBe('Edited in the browser');
    expect(restored?.files[0].bytes).toEqual(state.files[0].bytes);
    resetDb();
    expect(getDb().articles[0].title).not.toBe('Edited in the browser');
  });

  it('keeps a large file without its bytes and ignores unreadable storage', () => {
    const state = getDb();
    state.files[0] = { ...state.files[0], bytes: new Uint8Array(300 * 1024) };
    expect(deserialise(serialise(state))?.files[0].bytes).toBeNull();
    expect(deserialise('{not json')).toBeNull();
    expect(deserialise(JSON.stringify({ format: 0 }))).toBeNull();
    expect(deserialise(null)).toBeNull();
  });
});
