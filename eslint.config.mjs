// Lint rules: typescript-eslint, React hooks, no import cycles, imports flowing one way
// (shared -> features -> pages -> app), and MUI imported by path, never from its barrels.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const shared = ['./src/api', './src/components', './src/config', './src/lib'];

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
  'src/app/console-theme-provider.tsx',
  'src/app/theme/**',
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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
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
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...shared.map((target) => ({
              target,
              from: ['./src/features', './src/pages'],
              message: 'Shared code must not depend on features or pages.',
            })),
            {
              target: './src/features',
              from: './src/pages',
              message: 'Features must not import pages.',
            },
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
    // The prerender runs in Node at deploy time and may start the demo backend for `mock: true`.
    files: ['src/main.tsx', 'src/prerender/**', '**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
