// The screens of the pixel comparison (e2e/support/visual.mjs captures them): the fixed clock and
// sizes, every public page, console screen and prerendered page with what shows it is ready, the
// groups they are captured in and the names of their pictures.
import path from 'node:path';
import { projectRoot } from './paths.mjs';

/** The time every clock of a capture says: after the demo data's base date, a weekday noon. */
export const FIXED_NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
export const CLOCK_ENV = {
  E2E_FIXED_NOW: String(FIXED_NOW),
  NODE_OPTIONS:
    `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(projectRoot, 'e2e', 'support', 'fixed-clock.cjs')}`.trim(),
};

/** The windows: a phone and a desktop; each picture is then as tall as its page. */
export const VIEWPORTS = {
  360: { width: 360, height: 740 },
  1280: { width: 1280, height: 800 },
};
export const WIDTHS = [360, 1280];
export const SCHEMES = ['light', 'dark'];

/** The article pictured: the oldest, with a cover image, code blocks and contents. */
export const ARTICLE_ID = 1;

export const heading = (page, name) =>
  page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }).first();
export const inMain = (page, selector) => page.locator(`main ${selector}`).first();

/** Public pages, served by the app (rendered in the browser). */
export const PUBLIC_SCREENS = [
  { name: 'home', path: '/', ready: [(p) => inMain(p, 'article h2 a')] },
  {
    name: 'article',
    path: `/detail/${ARTICLE_ID}`,
    // Its code coloured: the highlighter's chunk has arrived.
    ready: [(p) => heading(p), (p) => inMain(p, '.markdown-body pre code span')],
  },
  {
    name: 'archive',
    path: '/timeLine',
    ready: [(p) => heading(p, 'Archive'), (p) => inMain(p, 'a[href^="/detail/"]')],
  },
  {
    name: 'list-keyword',
    path: '/list?keyword=react',
    ready: [(p) => heading(p), (p) => inMain(p, 'article h2 a')],
  },
  {
    name: 'list-category',
    path: '/list?categoryId=1',
    ready: [(p) => heading(p), (p) => inMain(p, 'article h2 a')],
  },
  {
    name: 'list-tag',
    path: '/list?labelId=2',
    ready: [(p) => heading(p), (p) => inMain(p, 'article h2 a')],
  },
  {
    name: '404',
    path: '/no/such/page',
    ready: [(p) => heading(p), (p) => p.getByRole('link', { name: 'Back to home' })],
  },
  {
    name: 'sign-in',
    path: '/manager',
    ready: [(p) => heading(p, 'Sign in'), (p) => p.getByRole('button', { name: /sign in/i })],
  },
];

/** The first row of a console table, or its first card on a narrow screen. */
export const firstRow = (page, name) =>
  page.locator(`table[aria-label="${name}"] tbody tr, ul[aria-label="${name}"] > li`).first();

/** Console screens, after signing in. */
export const CONSOLE_SCREENS = [
  {
    name: 'console-home',
    path: '/manager/home',
    ready: [
      (p) => heading(p, 'Dashboard'),
      (p) =>
        p
          .getByRole('list', { name: 'Totals' })
          .getByRole('listitem')
          .filter({ hasText: 'Visitors' })
          .filter({ hasText: /\d\s*$/ }),
      (p) => p.getByRole('group', { name: /trend chart/i }),
      // The build served here was never prerendered: the card says so once it has looked.
      (p) => p.getByRole('region', { name: 'Public site' }).getByText(/have not been prerendered/),
    ],
  },
  {
    name: 'console-articles',
    path: '/manager/article',
    ready: [
      (p) => heading(p, 'Articles'),
      (p) => firstRow(p, 'Articles').getByRole('link').first(),
    ],
  },
  {
    name: 'console-editor-new',
    path: '/manager/article/new',
    ready: [
      (p) => heading(p, 'New article'),
      (p) => p.getByRole('textbox', { name: 'Title', exact: true }),
    ],
  },
  {
    name: 'console-editor-edit',
    path: `/manager/article/edit/${ARTICLE_ID}`,
    ready: [
      (p) => heading(p, 'Edit article'),
      // Its fields filled from the article (the title, and the Markdown in the writer).
      async (p) => {
        const title = p.getByRole('textbox', { name: 'Title', exact: true });
        await title.waitFor();
        const id = await title.getAttribute('id');
        await p.waitForFunction(
          (input) => (document.getElementById(input)?.value ?? '') !== '',
          id,
        );
        return p.getByRole('textbox', { name: 'Content', exact: true }).filter({ hasText: /\S/ });
      },
    ],
  },
  {
    name: 'console-categories',
    path: '/manager/category',
    ready: [(p) => heading(p, 'Categories'), (p) => firstRow(p, 'Categories')],
  },
  {
    name: 'console-labels',
    path: '/manager/label',
    ready: [(p) => heading(p, 'Labels'), (p) => firstRow(p, 'Labels')],
  },
  {
    name: 'console-files',
    path: '/manager/file',
    ready: [
      (p) => heading(p, 'Files'),
      (p) => p.getByRole('list', { name: 'Files' }).getByRole('listitem').first(),
    ],
  },
];

/** Prerendered pages read with JavaScript off (the page as a host serves it, nothing else). */
export const PRERENDERED_SCREENS = [
  { name: 'prerendered-home', path: '/', ready: [(p) => inMain(p, 'article h2 a')] },
  {
    name: 'prerendered-article',
    path: `/detail/${ARTICLE_ID}`,
    ready: [(p) => heading(p), (p) => inMain(p, '.markdown-body pre code span')],
  },
  { name: 'prerendered-archive', path: '/timeLine', ready: [(p) => heading(p, 'Archive')] },
];

/** The groups, each captured in one browser context per width and scheme. */
export const GROUPS = [
  { name: 'public', screens: PUBLIC_SCREENS },
  { name: 'console', screens: CONSOLE_SCREENS, signIn: true },
  { name: 'prerendered', screens: PRERENDERED_SCREENS, prerendered: true, javaScript: false },
];

/** The file name (without .png) of a screen's picture. */
export const shotName = (screen, width, scheme) => `${screen.name}-${width}-${scheme}`;

/** Every picture's name, in capture order. */
export function allShotNames() {
  return GROUPS.flatMap((group) =>
    WIDTHS.flatMap((width) =>
      SCHEMES.flatMap((scheme) => group.screens.map((screen) => shotName(screen, width, scheme))),
    ),
  );
}
