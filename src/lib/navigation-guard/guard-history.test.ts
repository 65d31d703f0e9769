import { UNSAFE_createMemoryHistory, type Location } from 'react-router-dom';
import { guardHistory, type Blocker } from './guard-history';

/** A guarded memory history with the router's listener recorded, and a blocker that can be toggled. */
function setUp(entries = ['/a', '/editor'], options: { block?: boolean } = {}) {
  const history = guardHistory(
    UNSAFE_createMemoryHistory({
      initialEntries: entries,
      initialIndex: entries.length - 1,
      v5Compat: true,
    }),
  );
  const heard: string[] = [];
  history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}`));
  const states: Blocker[] = [];
  const asked: Array<[string, string]> = [];
  let dirty = options.block ?? true;
  const unblock = history.block(
    ({ currentLocation, nextLocation }) => {
      asked.push([currentLocation.pathname, nextLocation.pathname]);
      return dirty && currentLocation.pathname !== nextLocation.pathname;
    },
    (blocker) => states.push(blocker),
  );
  const last = () => states[states.length - 1];
  return {
    history,
    heard,
    states,
    asked,
    last,
    unblock,
    setDirty: (value: boolean) => (dirty = value),
  };
}

const at = (location: Location) => location.pathname + location.search;

describe('guardHistory', () => {
  it('lets every navigation through while the blocker says no', () => {
    const { history, heard, states } = setUp(['/a', '/editor'], { block: false });
    history.push('/b?page=2');
    history.replace('/c');
    history.go(-1);
    expect(heard).toEqual(['PUSH /b', 'REPLACE /c', 'POP /editor']);
    expect(states).toEqual([]);
  });

  it('holds a push until proceed, which makes it without asking again', () => {
    const { history, heard, last, asked } = setUp();
    history.push('/a?x=1');
    expect(heard).toEqual([]);
    expect(at(history.location)).toBe('/editor');
    expect(asked).toEqual([['/editor', '/a']]);
    const blocker = last();
    expect(blocker.state).toBe('blocked');
    blocker.proceed?.();
    expect(last().state).toBe('unblocked');
    expect(heard).toEqual(['PUSH /a']);
    expect(at(history.location)).toBe('/a?x=1');
    expect(asked).toHaveLength(1);
  });

  it('drops a held replace on reset', () => {
    const { history, heard, last } = setUp();
    history.replace('/elsewhere');
    expect(last().state).toBe('blocked');
    last().reset?.();
    expect(last().state).toBe('unblocked');
    expect(heard).toEqual([]);
    expect(at(history.location)).toBe('/editor');
  });

  it('undoes a held back step, unheard by the router, and takes it on proceed', () => {
    const { history, heard, last, asked } = setUp(['/a', '/editor']);
    history.go(-1);
    // The step is undone at once: the history is back where the router still is.
    expect(at(history.location)).toBe('/editor');
    expect(heard).toEqual([]);
    expect(asked).toEqual([['/editor', '/a']]);
    expect(last().state).toBe('blocked');
    last().proceed?.();
    expect(heard).toEqual(['POP /a']);
    expect(at(history.location)).toBe('/a');
    expect(asked).toHaveLength(1);
  });

  it('stays on a held forward step after reset, and asks again next time', () => {
    const { history, heard, last, asked, setDirty } = setUp(['/editor', '/b'], { block: false });
    history.go(-1);
    expect(heard).toEqual(['POP /editor']);
    setDirty(true);
    history.go(1);
    expect(at(history.location)).toBe('/editor');
    last().reset?.();
    expect(heard).toEqual(['POP /editor']);
    history.go(1);
    expect(last().state).toBe('blocked');
    expect(asked.at(-1)).toEqual(['/editor', '/b']);
  });

  it('compares with the location the router shows, not one a held pop moved to', () => {
    const { history, asked, last } = setUp(['/a', '/b', '/editor']);
    history.go(-2);
    last().reset?.();
    history.push('/c');
    expect(asked).toEqual([
      ['/editor', '/a'],
      ['/editor', '/c'],
    ]);
  });

  it('no longer asks once the blocker is removed, and a later blocker replaces an earlier one', () => {
    const { history, heard, unblock } = setUp();
    unblock();
    history.push('/b');
    expect(heard).toEqual(['PUSH /b']);
    const seen: Blocker[] = [];
    history.block(
      () => false,
      (blocker) => seen.push(blocker),
    );
    history.block(
      () => true,
      (blocker) => seen.push(blocker),
    );
    history.push('/c');
    expect(seen.map((blocker) => blocker.state)).toEqual(['blocked']);
  });
});
