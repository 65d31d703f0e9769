/**
 * The pieces both webpack builds share (webpack.config.ts: the browser build; webpack-node-tools.ts:
 * the prerender and check-backend): resolution and aliases, TypeScript, CSS Modules, the generated
 * theme stylesheet and the build-time constants.
 */
import path from 'node:path';
import webpack from 'webpack';
import packageJson from '../package.json';
import { BUNDLES, catalogDataFiles } from './catalogs.cjs';

/** The project's root (this file lives in scripts/). */
export const root = path.resolve(__dirname, '..');

/**
 * Webpack's persistent cache (node_modules/.cache/webpack/<name>), one per build: a second build
 * of unchanged sources (a developer's second test run, a test that must build) reuses every
 * module. Webpack checks the sources themselves; what it cannot see is named here, so a change to
 * any of them starts the cache afresh: the configs and their loaders and plugins (scripts/), the
 * message catalogs (read whole by the catalog loader and the catalog-files plugin), the
 * TypeScript settings and the lock file (a dependency's new version).
 */
export const persistentCache = (name: string): webpack.FileCacheOptions => ({
  type: 'filesystem',
  name,
  buildDependencies: {
    config: [
      path.resolve(root, 'webpack.config.ts'),
      path.resolve(root, 'scripts') + path.sep,
      path.resolve(root, 'src', 'i18n', 'catalogs') + path.sep,
      path.resolve(root, 'tsconfig.json'),
      path.resolve(root, 'package.json'),
      path.resolve(root, 'package-lock.json'),
    ],
  },
});

/** Resolution, TypeScript and build-time constants both builds share. */
export const resolve: webpack.ResolveOptions = {
  extensions: ['.tsx', '.ts', '.js', '.mjs'],
  alias: {
    '@': path.resolve(root, 'src'),
    '@mocks': path.resolve(root, 'mocks'),
  },
};
/**
 * Stylesheets are CSS Modules when named `*.module.css` (class names scoped to their file), plain
 * CSS otherwise. Why CSS Modules: plain CSS that mini-css-extract-plugin puts into the chunk that
 * imports it, no code at run time, css-loader is already the build's; the prerender (a node build)
 * takes the same class names with `exportOnlyLocals`, so its markup matches the app's files.
 */
export const cssModules = (production: boolean, exportOnlyLocals = false) => ({
  loader: 'css-loader',
  options: {
    modules: {
      auto: true,
      namedExport: false,
      exportLocalsConvention: 'as-is' as const,
      exportOnlyLocals,
      localIdentName: production ? '[hash:base64:6]' : '[name]__[local]',
    },
  },
});
/** src/app/theme/theme.css, whose content the build generates (scripts/theme-css-loader.cjs). */
export const THEME_STYLESHEET = /[\\/]src[\\/]theme[\\/]theme\.css$/;
export const THEME_STYLESHEET_FILE = './src/theme/theme.css';
export const typeScriptRule = (production: boolean): webpack.RuleSetRule => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: [
    // Loaders run last to first: message ids are shortened in what TypeScript wrote.
    ...(production ? [path.resolve(root, 'scripts/message-id-loader.cjs')] : []),
    // Type errors are caught by `npm run typecheck`; transpile-only halves the build time.
    { loader: 'ts-loader', options: { transpileOnly: true } },
  ],
});
/**
 * The message catalogs (src/i18n/catalogs/<locale>.json), imported as `?public`, `?console` or
 * another of scripts/catalogs.cjs's bundles: that bundle, compiled to Lingui's format by
 * scripts/catalog-loader.cjs. The bundles' list is read from there, so a new one is never bundled
 * whole by mistake (webpack's own JSON, every word of every part, as the loader is skipped).
 */
export const catalogRule: webpack.RuleSetRule = {
  test: /[\\/]src[\\/]i18n[\\/]catalogs[\\/][^\\/]+\.json$/,
  resourceQuery: new RegExp(`^\\?(${BUNDLES.join('|')})$`),
  type: 'json',
  use: path.resolve(root, 'scripts/catalog-loader.cjs'),
};
export const buildConstants = (production: boolean) =>
  new webpack.DefinePlugin({
    __APP_VERSION__: JSON.stringify(packageJson.version),
    __API_BASE__: JSON.stringify(process.env.API_BASE || ''),
    // Every locale's data files but the default's (which is bundled), by part.
    __CATALOG_FILES__: JSON.stringify(catalogDataFiles(production).names),
  });

/** A file of react-router's production build, which its exports map does not name. */
export const reactRouterBuild = (file: string) =>
  path.resolve(root, 'node_modules/react-router/dist/production', file);
