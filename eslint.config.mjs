// Lint rules: typescript-eslint, React hooks, jsx-a11y, no import cycles, imports flowing one way
// (shared -> features -> pages -> app; between features only the links listed in featureLinks),
// and MUI imported by path, never from its barrels.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import globals from 'globals';

const shared = [
  './src/api',
  './src/components',
  './src/config',
  './src/i18n',
  './src/lib',
  './src/theme',
];

/**
 * Each link between two features is a decision (issue 28): a feature imports another only when
 * the pair is listed here. Key: the importing feature; value: the features it may import.
 */
const featureLinks = {
  reading: ['taxonomies'],
  sidebar: ['reading', 'taxonomies'],
  writing: ['files', 'reading', 'site-state', 'taxonomies'],
};
/** Every feature folder, listed or not: one not in featureLinks imports no other feature. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Lower layers take nothing from app/ but the store's types (type-only, checked below). */
const storeTypesOnly = {
  patterns: [
    {
      group: ['@/app/store', '**/app/store'],
      allowTypeImports: true,
      message: 'Below app/ only the store’s types may be imported: `import type { … }`.',
    },
  ],
};

/** Imports every file takes from the rule below (flat config replaces a rule's options whole). */
const restrictedPaths = [
  { name: '@mui/material', message: 'Import MUI by path, e.g. @mui/material/Button.' },
  {
    name: '@mui/icons-material',
    message: 'Import icons by path, e.g. @mui/icons-material/Search.',
  },
  ...['react-router', 'react-router-dom'].map((name) => ({
    name,
    importNames: ['Link', 'NavLink', 'Form'],
    message:
      'Use RouterLink (src/components/router-link): react-router’s own components bring framework-mode code into every page.',
  })),
];
const restrictedPatterns = [
  { group: ['@mui/*/esm/*', '@mui/*/node/*'], message: 'Import MUI by its public path.' },
];

/**
 * The reading side (issue 27): code that renders on a public page or loads with every page. Its
 * styles are CSS files (CSS Modules, the theme's variables): no MUI component, styled(), sx or
 * icon, and no emotion, which would write styles at run time and load the styling system with
 * every page. MUI's hooks without styles stay allowed (usePagination, @mui/utils). The console's
 * code (its components, features and pages, the console theme provider, the theme itself) may use
 * them: it loads with the console's chunks only.
 */
const publicSide = [
  'src/app/**/*.{ts,tsx}',
  'src/components/**/*.{ts,tsx}',
  'src/lib/**/*.{ts,tsx}',
  'src/features/reading/list/**/*.{ts,tsx}',
  'src/features/reading/timeline/**/*.{ts,tsx}',
  'src/features/reading/detail/**/*.{ts,tsx}',
  'src/features/sidebar/**/*.{ts,tsx}',
  'src/features/search/**/*.{ts,tsx}',
  'src/pages/public/**/*.{ts,tsx}',
];
const consoleSide = [
  'src/theme/**',
  'src/components/console/**',
  'src/components/markdown-editor/**',
  'src/components/confirm-dialog.tsx',
  '**/*.test.{ts,tsx}',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      'node_modules/**',
      'coverage/**',
      'public/mockServiceWorker.js',
      'e2e/screenshots/**',
      'e2e/results/**',
      'e2e/report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      // import-x's TypeScript settings (which files it parses: without them no-cycle never
      // opened a .ts file and saw no circle at all), with the node resolver after TypeScript's.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': { typescript: true, node: true },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': ['error', { paths: restrictedPaths, patterns: restrictedPatterns }],
    },
  },
  {
    // Accessibility checks on the markup as written (the browser suite's axe checks stay: they
    // see the rendered page, MUI's own markup included).
    files: ['**/*.tsx'],
    ...jsxA11y.configs.recommended,
  },
  {
    // No import circle in the app, the mock backend or the tests' helpers (test/house.test.ts
    // also walks the whole repository's graph, scripts and browser tests included).
    files: ['{src,mocks,test}/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...shared.map((target) => ({
              target,
              from: ['./src/features', './src/pages'],
              message: 'Shared code must not depend on features or pages.',
            })),
            // Nothing below app/ imports it but the store's types (import-x has no type-only
            // option: storeTypesOnly below checks that they come as `import type`).
            {
              target: [...shared, './src/features', './src/pages'],
              from: './src/app',
              except: ['./store.ts'],
              message: 'Imports flow shared -> features -> pages -> app: app/ is imported by none.',
            },
            {
              target: './src/features',
              from: './src/pages',
              message: 'Features must not import pages.',
            },
            ...features
              .map((feature) => [feature, featureLinks[feature] ?? []])
              .map(([feature, allowed]) => ({
                target: `./src/features/${feature}`,
                from: './src/features',
                except: [`./${feature}`, ...allowed.map((other) => `./${other}`)],
                message: `A feature imports another only through featureLinks in eslint.config.mjs (${feature} may import: ${allowed.join(', ') || 'none'}).`,
              })),
            {
              target: [
                './src/features',
                './src/pages',
                './src/components',
                './src/api',
                './src/config',
              ],
              from: './src/app/router.tsx',
              message: 'Only the app composes routes.',
            },
            {
              target: './src',
              from: './mocks',
              except: [],
              message: 'The app does not depend on the mocks (main.tsx loads them lazily).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/{api,components,config,lib,features,pages}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', storeTypesOnly] },
  },
  {
    files: publicSide,
    ignores: consoleSide,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: restrictedPaths,
          patterns: [
            ...restrictedPatterns,
            {
              regex: '^@(mui/(?!material/usePagination$|utils(/|$))|emotion/)',
              message:
                'The reading side styles with CSS files (CSS Modules and the theme variables, issue 27): no MUI components, styled/sx, MUI icons (src/components/icons) or emotion. Hooks without styles (@mui/material/usePagination, @mui/utils) are fine.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every word a reader or the owner sees comes from the catalogs (src/i18n, issue 29): text in
    // JSX, the attributes people read (labels, titles, placeholders, alt), the object fields that
    // name what is shown, toasts and document titles. A value that is not words (a symbol, a
    // number, a class name) passes; one that is carries `// eslint-disable-next-line` and why.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/prerender/**', 'src/check-backend/**', 'src/i18n/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'JSXText[value=/\\p{L}/u]',
          'JSXExpressionContainer > Literal[value=/\\p{L}{2}/u]',
          'JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/\\p{L}{2}/u]',
          'JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|aria-valuetext|title|placeholder|alt|label|helperText|tooltip)$/] > Literal[value=/\\p{L}/u]',
          'Property[key.name=/^(label|title|message|placeholder|helperText|ariaLabel|description|text|emptyText|hint|problem)$/] > Literal[value=/^\\p{Lu}\\p{Ll}/u]',
          'Property[key.name=/^(label|title|message|placeholder|helperText|ariaLabel|description|text|emptyText|hint|problem)$/] > TemplateLiteral > TemplateElement[value.raw=/^\\p{Lu}\\p{Ll}/u]',
          'CallExpression[callee.name=/^(showToast|useDocumentTitle|Error)$/] > Literal:nth-child(1)[value=/\\p{L}{2}/u]',
          'ReturnStatement > Literal[value=/^\\p{Lu}\\p{Ll}+ \\p{L}/u]',
          'ReturnStatement > TemplateLiteral > TemplateElement[value.raw=/^\\p{Lu}\\p{Ll}+ \\p{L}/u]',
        ].map((selector) => ({
          selector,
          message: 'Text people read comes from the message catalogs: useT() / t() (src/i18n).',
        })),
      ],
    },
  },
  {
    // The prerender runs in Node at deploy time and may start the demo backend for `mock: true`.
    files: ['src/main.tsx', 'src/prerender/**', '**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Playwright Test reads which fixtures a test or hook uses from its first parameter, which
    // must be an object pattern: `({}, testInfo) =>` is how one that uses none says so.
    files: ['e2e/**/*.mjs'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
