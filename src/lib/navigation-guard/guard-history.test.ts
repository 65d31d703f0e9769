import { UNSAFE_createMemoryHistory, type Location } from 'react-router-dom';
import { guardHistory, type Blocker } from './guard-history';

/** A guarded memory history with the router's listener recorded, and a blocker that can be toggled. */
function setUp(entries = ['/a', '/editor'], options: { block?: boolean; index?: number } = {}) {
  const history = guardHistory(
    UNSAFE_createMemoryHistory({
      initialEntries: entries,
      initialIndex: options.index ?? entries.length - 1,
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

  it('keeps a held back step from the router, and lets it through on proceed', () => {
    const { history, heard, last, asked } = setUp(['/a', '/editor']);
    history.go(-1);
    expect(heard).toEqual([]);
    expect(asked).toEqual([['/editor', '/a']]);
    expect(last().state).toBe('blocked');
    last().proceed?.();
    expect(heard).toEqual(['POP /a']);
    expect(at(history.location)).toBe('/a');
    expect(asked).toHaveLength(1);
  });

  it("steps back to the router's entry on reset, unheard, and asks again next time", () => {
    const { history, heard, last, asked, setDirty } = setUp(['/editor', '/b'], { block: false });
    history.go(-1);
    expect(heard).toEqual(['POP /editor']);
    setDirty(true);
    history.go(1);
    expect(last().state).toBe('blocked');
    last().reset?.();
    expect(at(history.location)).toBe('/editor');
    expect(heard).toEqual(['POP /editor']);
    history.go(1);
    expect(last().state).toBe('blocked');
    expect(asked.at(-1)).toEqual(['/editor', '/b']);
  });

  it('adds up Back pressed twice while held: proceed goes where the reader went', () => {
    const { history, heard, last, states } = setUp(['/list', '/article', '/editor']);
    history.go(-1);
    history.go(-1);
    // Asked once: the dialog is already up for the second press.
    expect(states.map((blocker) => blocker.state)).toEqual(['blocked']);
    last().proceed?.();
    expect(heard).toEqual(['POP /list']);
  });

  it('adds up Back pressed twice while held: reset steps back over both', () => {
    const { history, heard, last } = setUp(['/list', '/article', '/editor']);
    history.go(-1);
    history.go(-1);
    last().reset?.();
    expect(at(history.location)).toBe('/editor');
    expect(heard).toEqual([]);
  });

  it("ends up on the writer's page when Back arrives before its step back", () => {
    // The browser's history.go is asynchronous: our step back after "stay" waits in a queue
    // while the reader's own presses arrive first.
    const memory = UNSAFE_createMemoryHistory({
      initialEntries: ['/list', '/article', '/editor'],
      initialIndex: 2,
      v5Compat: true,
    });
    const queued: number[] = [];
    // The memory history with only its go() held back (its getters read its own state, not `this`).
    const history = guardHistory(
      Object.assign(Object.create(memory) as typeof memory, {
        go: (delta: number) => void queued.push(delta),
      }),
    );
    const flush = () => {
      while (queued.length > 0) memory.go(queued.shift() ?? 0);
    };
    const heard: string[] = [];
    history.listen(({ location }) => heard.push(location.pathname));
    const states: Blocker[] = [];
    history.block(
      ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
      (blocker) => states.push(blocker),
    );
    memory.go(-1);
    states.at(-1)?.reset?.();
    // The reader presses Back again before the step back is made: asked again.
    memory.go(-1);
    expect(states.at(-1)?.state).toBe('blocked');
    flush();
    expect(states.at(-1)?.state).toBe('blocked');
    states.at(-1)?.reset?.();
    flush();
    expect(memory.location.pathname).toBe('/editor');
    expect(heard).toEqual([]);
    expect(states.at(-1)?.state).toBe('unblocked');
  });

  it("closes the question when the reader steps back to the writer's page themselves", () => {
    const { history, heard, states } = setUp(['/a', '/editor', '/b'], { index: 1 });
    history.go(-1);
    expect(states.at(-1)?.state).toBe('blocked');
    history.go(1);
    expect(states.at(-1)?.state).toBe('unblocked');
    history.go(1);
    expect(states.at(-1)?.state).toBe('blocked');
    history.go(-1);
    expect(states.at(-1)?.state).toBe('unblocked');
    expect(heard).toEqual([]);
    expect(at(history.location)).toBe('/editor');
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
