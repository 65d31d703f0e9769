/**
 * Spec constants: every number the product specification fixes lives here, named, and is used
 * from here (webpack.config.ts reads this file too).
 */

/** The back-to-top button appears once the page has scrolled past this many pixels. */
export const BACK_TO_TOP_THRESHOLD_PX = 600;
/** The back-to-top scroll lasts this long, with an ease-out curve. */
export const BACK_TO_TOP_DURATION_MS = 800;
/** `KeyboardEvent.keyCode` of Enter: the search box submits on it. */
export const ENTER_KEY_CODE = 13;
/** webpack `output.chunkLoadTimeout`: a lazy chunk that has not arrived by then fails. */
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
/** A page whose code is still loading after this long tells the reader it is still on its way. */
export const CHUNK_SLOW_NOTICE_MS = 5000;
/**
 * An API call that has not answered by then is abandoned and the screen shows its error with
 * Retry. config.js may set `requestTimeoutMs` (the browser tests use it to try a hanging call).
 */
export const REQUEST_TIMEOUT_MS = 30000;
/**
 * An article opened from another page takes its body from its prerendered page when that page
 * answers by then (else the Markdown renderer renders it).
 */
export const PRERENDERED_PAGE_TIMEOUT_MS = 3000;
/**
 * Article links fetch the article page's chunk when they come this near the viewport (pixels),
 * or are hovered, touched or focused (prefetch-article.ts).
 */
export const PREFETCH_VIEWPORT_MARGIN_PX = 200;
/** The production build emits exactly this many lazily loaded script chunks (asserted by a test). */
export const LAZY_CHUNK_COUNT = 18;
/** The analysis event the home page sends when it appears. */
export const ANALYSIS_EVENT = 'analysis';
/** Local-storage keys. */
export const TOKEN_STORAGE_KEY = 'token';
/** The login name last typed at sign-in: the re-sign-in dialog fills it in. */
export const LAST_USERNAME_STORAGE_KEY = 'lastUsername';
export const VISITOR_KEY_STORAGE_KEY = 'visitorKey';
export const THEME_STORAGE_KEY = 'colorMode';
export const DRAFT_STORAGE_PREFIX = 'draft:';
/** Session storage: the colour picked for each tag, kept for the visit (tag-colors.ts). */
export const TAG_COLORS_STORAGE_KEY = 'tagColors';
/** Local storage: where the reader stopped in long articles (reading-position.ts). */
export const READING_POSITIONS_STORAGE_KEY = 'readingPositions';
/** The most articles whose place is remembered: the least recently read goes first. */
export const READING_POSITIONS_KEPT = 50;
/** An article is long enough to remember a place in when it is taller than this many screens. */
export const READING_POSITION_MIN_SCREENS = 3;
/** Public list page size. */
export const PUBLIC_PAGE_SIZE = 10;
/** What to read next at an article's end: at most this many related articles (issue 30: 3-5). */
export const RELATED_ARTICLES = 5;
/** The app ranks them from one list of this many (the category's, or the first tag's). */
export const RELATED_CANDIDATES = 20;
/** Console table default page size. */
export const CONSOLE_PAGE_SIZE = 10;
/**
 * Longest search keyword, in UTF-16 code units (as `maxLength` counts): a longer one (a pasted
 * 10,000-character string, a crafted link) is cut before it is shown or sent to the API.
 */
export const SEARCH_KEYWORD_MAX_LENGTH = 100;
/**
 * A console table's search box applies what was typed once typing pauses this long, so a word
 * typed at speed costs one request rather than one per key.
 */
export const SEARCH_DEBOUNCE_MS = 300;

/** The quick search lists this many articles; the list page has the rest. */
export const QUICK_SEARCH_RESULTS = 8;
/**
 * The search asks the API for every article its keyword matches, to merge them with the index's
 * and count each once: pages of this many (the mock API's largest page)…
 */
export const SEARCH_API_PAGE_SIZE = 100;
/** …and no more than this many pages: a keyword matching more is counted to there. */
export const SEARCH_API_MAX_PAGES = 10;
/**
 * The quick search asks the API (for articles published since the prerender) once typing pauses
 * this long; the prerendered index answers at every keystroke.
 */
export const QUICK_SEARCH_API_DELAY_MS = 250;
/** Longest name a category or label may have. */
export const NAME_MAX_LENGTH = 50;
/** Archive: how many timeline entries may be in the DOM at once. */
export const TIMELINE_MAX_DOM_ENTRIES = 200;
/** Words per minute for the reading-time estimate. */
export const READING_WORDS_PER_MINUTE = 230;
/**
 * CJK characters per minute: Chinese is read by the character, about 300-500 a minute for
 * ordinary prose (a character is not a word: counting it as one made a Chinese article seem half
 * again as long).
 */
export const READING_CJK_CHARACTERS_PER_MINUTE = 350;

/**
 * The five tag colours: background and text, each pair at least 4.5:1 contrast, in both themes
 * (the same pairs work on light and dark surfaces because the chip carries its own background).
 */
export const TAG_COLORS = [
  { bg: '#1e4f8a', fg: '#ffffff' },
  { bg: '#1d6b3a', fg: '#ffffff' },
  { bg: '#8a2a1e', fg: '#ffffff' },
  { bg: '#6b2a8a', fg: '#ffffff' },
  { bg: '#7a4a00', fg: '#ffffff' },
] as const;

/**
 * Long enough to read two lines; a toast pointed at or focused stays until let go. Where the stack
 * sits (8 px from a phone's edges, 24 px in and 380 px wide from the sm breakpoint) is in
 * src/components/toaster/toaster.module.css.
 */
export const TOAST_AUTO_HIDE_MS = 6000;

/** Local storage: whether the editor's details panel is open beside the text on wide screens. */
export const EDITOR_DETAILS_STORAGE_KEY = 'editorDetailsOpen';

/**
 * The prerender asks the API again after a failure that may pass (not reached, too slow, HTTP
 * 5xx or 429 without the contract's envelope), this many times in all, waiting twice as long
 * before each new try from this first pause. A refusal (`code !== 0`) or another 4xx is final.
 */
export const PRERENDER_ATTEMPTS = 4;
/** A call that got no answer in time (each try costs the whole time-out) is tried this often. */
export const PRERENDER_TIMEOUT_ATTEMPTS = 2;
export const PRERENDER_RETRY_PAUSE_MS = 1000;
/**
 * The prerender's least patience with one API call: a batch job on a busy machine (rendering
 * pages beside its calls) has no reader waiting, so a shorter `requestTimeoutMs` is not used.
 */
export const PRERENDER_REQUEST_TIMEOUT_MS = 60000;
/**
 * The most pages of 100 the prerender reads from the article list (100,000 articles): past it,
 * it stops and says so, so a backend that pages wrongly cannot keep it reading for ever.
 */
export const PRERENDER_MAX_LIST_PAGES = 1000;
/**
 * The longest article body (characters of Markdown) the prerender renders: a longer one is named
 * and skipped (the app renders it in the browser, in steps). The render is linear in the article
 * up to here (2 MiB, about twice a 1 MiB article's time); 4 MiB runs out of a render worker's heap
 * (PRERENDER_WORKER_HEAP_MB) after a minute or more (docs/performance.md has the figures).
 */
export const PRERENDER_MAX_ARTICLE_CHARS = 2_200_000;
/**
 * After this many pages in a row fail with failures that may pass, retries exhausted, the
 * prerender gives up (the API has stopped answering): one message, exit 1, dist/ untouched.
 */
export const PRERENDER_GIVE_UP_AFTER = 3;
/**
 * A render worker's heap (render-pool.ts): past it the worker ends, and the page it was rendering
 * is named and skipped. A 2 MiB article renders within it (in runs: markdown-runs.ts). Each
 * page's store is let go of once rendered (releaseStore): until it was, a worker held a minute of
 * pages and ran out of this heap near its 5,000th page (10,000 articles).
 */
export const PRERENDER_WORKER_HEAP_MB = 160;
/**
 * A render worker's stack, the size of the main thread's (Node's default, under 1 MB) rather than
 * a worker's 4 MB: Markdown nested thousands deep fails in seconds, as it did on the main thread,
 * instead of after minutes of work that grows with the square of its depth.
 */
export const PRERENDER_WORKER_STACK_MB = 1;
/**
 * The longest one page may take to render in a worker: past it the worker is ended and the page
 * named and skipped (a 1 MiB article takes a few seconds; Markdown nested thousands deep, minutes).
 */
export const PRERENDER_RENDER_TIMEOUT_MS = 120_000;
/** The prerender's main thread collects its garbage after every so many pages (main-heap.ts). */
export const PRERENDER_COLLECT_EVERY = 250;
/** `npm run prerender -- --watch`: the pause between two passes unless `--every` says another. */
export const PRERENDER_WATCH_INTERVAL_MS = 5 * 60 * 1000;
/**
 * `--listen`'s token (PRERENDER_HOOK_TOKEN) has at least this many characters: a shorter one can
 * be guessed by trying (`openssl rand -hex 32` gives 64).
 */
export const PRERENDER_HOOK_TOKEN_MIN_CHARS = 16;
/** The rebuild hook reads no more of a request's body than this (a build hook's small JSON). */
export const PRERENDER_HOOK_MAX_BODY_BYTES = 4096;
/** A rebuild request that has not sent its headers and body in this time is dropped. */
export const PRERENDER_HOOK_REQUEST_TIMEOUT_MS = 10000;
/** The article lightbox zooms up to this many times the fitted size (pinch, wheel, keys, buttons). */
export const LIGHTBOX_MAX_SCALE = 4;
/** A double tap or double click on a fitted image zooms it this many times, about that point. */
export const LIGHTBOX_DOUBLE_TAP_SCALE = 2.5;
/** The lightbox's zoom buttons and its + and − keys zoom by this factor a press. */
export const LIGHTBOX_ZOOM_STEP = 1.5;
/**
 * The wheel zooms the lightbox's image e-fold for this many pixels of scroll: a mouse's notch of
 * 100 px, 1.22 times.
 */
export const LIGHTBOX_WHEEL_ZOOM_PX = 500;
/**
 * Ctrl+wheel, which is how browsers pass on a trackpad's pinch (steps of −100·ln(scale) px), zooms
 * e-fold for this many pixels: the image follows the fingers.
 */
export const LIGHTBOX_PINCH_ZOOM_PX = 100;
/** A wheel that counts in lines (Firefox) scrolls about this many pixels a line. */
export const WHEEL_LINE_PX = 40;
/** A horizontal swipe this long (pixels) on an unzoomed image moves to the next or previous one. */
export const LIGHTBOX_SWIPE_MIN_PX = 50;
/** Two taps this close in time (ms) on the lightbox's image are a double tap. */
export const LIGHTBOX_DOUBLE_TAP_MS = 300;
/** A touch that moves no further than this (pixels) is a tap, not a stroke. */
export const LIGHTBOX_TAP_SLOP_PX = 10;

/**
 * site-state.json keeps each article's title to this many characters: enough to name an article
 * deleted since the last build, and the file stays small at 10,000 articles.
 */
export const SITE_STATE_TITLE_CHARS = 80;
/**
 * The "Public site" card compares the site's state with every article, read in pages of this
 * many (the contract's largest), at most this many pages (100,000 articles).
 */
export const SITE_CHANGES_PAGE_SIZE = 100;
export const SITE_CHANGES_MAX_PAGES = 1000;
/** The card names this many articles of each kind of change; the rest are counted. */
export const SITE_CHANGES_SHOWN = 10;
/** Local storage: the rebuild hook this browser calls (address, token, after each change). */
export const REBUILD_HOOK_STORAGE_KEY = 'rebuildHook';
/** After "Rebuild the site", site-state.json is asked for again this often… */
export const REBUILD_POLL_INTERVAL_MS = 15000;
/** …until it is newer than the request, or this long has passed: then the card says so. */
export const REBUILD_GIVE_UP_MS = 10 * 60 * 1000;
/** A rebuild hook that has not answered by then is said to be unreachable. */
export const REBUILD_HOOK_TIMEOUT_MS = 30000;
