/**
 * Jest reads this file through ts-node; transpiling it is enough (`npm run typecheck` checks it),
 * and spares every run the seconds of building a type-checked program before the first test.
 * @jest-config-loader ts-node
 * @jest-config-loader-options {"transpileOnly": true}
 */
import { availableParallelism } from 'node:os';
import type { Config } from 'jest';
import packageJson from './package.json';

// ESM-only packages must be compiled for jest: msw's dependencies, and `entities` (compared with
// the browser build's own decoder in decode-entity.test.ts).
const esmDeps = [
  'entities',
  'msw',
  '@mswjs',
  'rettime',
  'until-async',
  '@open-draft',
  'headers-polyfill',
  'outvariant',
  'strict-event-emitter',
  'is-node-process',
  '@lingui',
];

// TypeScript 6 wants an explicit rootDir when ts-jest compiles files from several folders.
const tsRoot = { rootDir: __dirname };

const config: Config = {
  // One worker per core: jest's default keeps a core for its own process (one worker on two cores),
  // which sits idle while the workers run the files.
  maxWorkers: availableParallelism(),
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  // What webpack's DefinePlugin injects, so tests see the real release (and can pin it).
  globals: { __APP_VERSION__: packageJson.version, __CATALOG_FILES__: {} },
  roots: ['<rootDir>/src', '<rootDir>/mocks', '<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFiles: ['<rootDir>/test/setup-env.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  moduleNameMapper: {
    // Stylesheets first: the first pattern that matches wins, and '@/…/x.module.css' is a stylesheet.
    '\\.module\\.css$': '<rootDir>/test/css-module-stub.ts',
    '\\.css$': '<rootDir>/test/style-stub.ts',
    // A catalog's part (`en.json?public`) is the whole catalog in tests, as ICU text: Lingui
    // compiles it when a message is first used (the build compiles it beforehand).
    '(^|/)catalogs/([^/]+)\\.json\\?(public|console|list-page|prerender|quick-search|lightbox)$':
      '<rootDir>/src/i18n/catalogs/$2.json',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@mocks/(.*)$': '<rootDir>/mocks/$1',
  },
  transform: {
    '^.+\\.(t|j)sx?$': [
      'ts-jest',
      {
        tsconfig: {
          jsx: 'react-jsx',
          allowJs: true,
          module: 'CommonJS',
          moduleResolution: 'Node10',
          isolatedModules: true,
          esModuleInterop: true,
          ignoreDeprecations: '6.0',
          ...tsRoot,
        },
      },
    ],
    '^.+\\.mjs$': [
      'ts-jest',
      {
        tsconfig: {
          allowJs: true,
          module: 'CommonJS',
          moduleResolution: 'Node10',
          isolatedModules: true,
          ignoreDeprecations: '6.0',
          ...tsRoot,
        },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmDeps.join('|')})/)`],
  // A bound for a stuck test, not a speed check: generous for a busy two-core machine.
  testTimeout: 60000,
};

export default config;
