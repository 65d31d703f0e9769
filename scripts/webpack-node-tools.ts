/**
 * `webpack --env prerender`: the node tools' build (the prerender and check-backend), from the
 * browser build's sources, aliases and constants (webpack-shared.ts).
 */
import path from 'node:path';
import webpack from 'webpack';
import {
  buildConstants,
  catalogRule,
  cssModules,
  persistentCache,
  resolve,
  root,
  typeScriptRule,
} from './webpack-shared';

/**
 * Anything that is not a relative path or one of the app's aliases is a package, but Lingui's,
 * which ship as ES modules only: bundled, like the app's own code.
 */
const isPackage = (request: string) => !/^(\.|\/|@\/|@mocks\/|@lingui\/)/.test(request);

/**
 * The node tools, one script each: build/prerender/<name>.js; and the prerender's render workers'
 * script, which it starts from beside itself (src/prerender/render-pool.ts).
 */
const NODE_TOOLS = {
  prerender: './src/prerender/cli.ts',
  'prerender-worker': './src/prerender/render-worker.ts',
  'check-backend': './src/check-backend/cli.ts',
};

/**
 * The node tools' build: one script per tool, keyed by its name (build/prerender/<name>.js, run by
 * scripts/run-tool.mjs without webpack), the prerender carrying the app's public routes; for
 * Node, into build/prerender/ (never into dist/). Packages stay outside the bundle, so Node loads their
 * server builds (react-dom/static, emotion without a document) from node_modules.
 */
export const prerenderConfig = (): webpack.Configuration => ({
  mode: 'production',
  cache: persistentCache('node-tools'),
  target: 'node20',
  entry: NODE_TOOLS,
  output: {
    path: path.resolve(root, 'build', 'prerender'),
    filename: '[name].js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  devtool: false,
  // Node's own __dirname: the prerender finds its workers' script beside itself.
  node: { __dirname: false, __filename: false },
  optimization: { minimize: false },
  externalsPresets: { node: true },
  externals: [
    ({ request }, callback) =>
      request && isPackage(request) ? callback(undefined, `commonjs ${request}`) : callback(),
  ],
  resolve,
  module: {
    // Each tool is one file: a lazy import (a page, the Markdown renderer, qs) is bundled into
    // every tool that uses it, not left as a chunk two tools share.
    parser: { javascript: { dynamicImportMode: 'eager' } },
    rules: [
      typeScriptRule(true),
      catalogRule,
      // Stylesheets are the browser build's files; the pages link them. A CSS module gives the
      // prerender its class names only, the same the browser build gives it.
      { test: /\.module\.css$/, use: [cssModules(true, true)] },
      { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/source' },
      {
        test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/,
        type: 'asset/resource',
        generator: { filename: 'assets/[name].[contenthash:8][ext]', emit: false },
      },
    ],
  },
  plugins: [
    buildConstants(true),
    // Lazy pages are one file here: nothing to load at run time.
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    // Packages outside the bundle read NODE_ENV for their production builds.
    new webpack.BannerPlugin({
      banner: "process.env.NODE_ENV = process.env.NODE_ENV || 'production';",
      raw: true,
    }),
  ],
  performance: { hints: false },
});
