// Lint rules: typescript-eslint, React hooks, no import cycles, imports flowing one way
// (shared -> features -> pages -> app), and MUI imported by path, never from its barrels.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const shared = ['./src/api', './src/components', './src/config', './src/lib'];

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
      'no-restricted-imports': [
        'error',
        {
          paths: [
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
          ],
          patterns: [
            { group: ['@mui/*/esm/*', '@mui/*/node/*'], message: 'Import MUI by its public path.' },
          ],
        },
      ],
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
    // The prerender runs in Node at deploy time and may start the demo backend for `mock: true`.
    files: ['src/main.tsx', 'src/prerender/**', '**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
