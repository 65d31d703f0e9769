/**
 * The boot script of a prerendered page: on a page the head marked (stale or elsewhere) it starts
 * the app at once, without the rendered route's chunks; on a page that is what it says, it waits
 * for the page to have loaded and painted.
 */
import { DEFERRED_START_ID } from '@/lib/page-format/page-ids';

const START = {
  location: '/detail/1',
  boot: '/boot.1.js',
  scripts: ['/runtime.1.js', '/main.1.js'],
  preload: ['/page-detail.1.chunk.js'],
};

function bootOn(mark: string | null): { scripts: string[]; preloads: string[] } {
  document.head.innerHTML = `<script type="application/json" id="${DEFERRED_START_ID}">${JSON.stringify(START)}</script>`;
  if (mark) document.documentElement.dataset.prerendered = mark;
  else delete document.documentElement.dataset.prerendered;
  jest.isolateModules(() => {
    jest.requireActual('./boot');
  });
  return {
    scripts: [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')!),
    preloads: [...document.head.querySelectorAll('link[rel="preload"]')].map((l) =>
      l.getAttribute('href')!,
    ),
  };
}

afterEach(() => {
  delete document.documentElement.dataset.prerendered;
  document.head.innerHTML = '';
});

describe('boot', () => {
  it.each(['stale', 'elsewhere'])(
    'starts the app at once on a page marked %s, without the route chunks',
    (mark) => {
      expect(bootOn(mark)).toEqual({ scripts: START.scripts, preloads: [] });
    },
  );

  it('waits for the load and the first paint on a page that is what it says', () => {
    // A paint still to come (jsdom paints nothing and has no PerformanceObserver).
    class NoPaintYet {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    }
    const original = globalThis.PerformanceObserver;
    globalThis.PerformanceObserver = NoPaintYet as unknown as typeof PerformanceObserver;
    try {
      expect(bootOn(null)).toEqual({ scripts: [], preloads: [] });
    } finally {
      globalThis.PerformanceObserver = original;
    }
  });
});
