/**
 * The one build. Every page is a lazy chunk; CSS is extracted per chunk; names are content-hashed
 * except config.js (edited on the host) and mockServiceWorker.js (must keep its scope URL).
 * `--env prerender` builds the node tools instead (scripts/webpack-node-tools.ts: the prerender and
 * check-backend), from the same sources, aliases and constants (scripts/webpack-shared.ts).
 */
import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type ChunkGraph, type Module } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { overlayRuntimeErrorFilter } from './mocks/worker-failure';
import { CHUNK_LOAD_TIMEOUT_MS } from './src/config/constants';
import { compressTree } from './src/prerender/compress';
import packageJson from './package.json';
import { prerenderConfig } from './scripts/webpack-node-tools';
import { catalogDataFiles } from './scripts/catalogs.cjs';
import { headScriptText, scriptHash } from './scripts/head-script.cjs';
import { HEAD_SCRIPT_HASH } from './src/config/content-security-policy.cjs';
import {
  THEME_STYLESHEET,
  THEME_STYLESHEET_FILE,
  buildConstants,
  catalogRule,
  cssModules,
  persistentCache,
  reactRouterBuild,
  resolve,
  typeScriptRule,
} from './scripts/webpack-shared';

const isConsoleChunk = (name: string | null | undefined) => Boolean(name?.startsWith('console-'));

/**
 * The article lists' own code (cards, page links), which only the home page and the filtered list
 * use: each of the two pages carries a copy rather than public-shared, which every public page
 * loads (an article or the archive would load it for nothing).
 */
const LIST_PAGES = new Set(['page-home', 'page-list']);
function onlyInListPages(module: Module, chunkGraph: ChunkGraph): boolean {
  const chunks = [...chunkGraph.getModuleChunksIterable(module)];
  return chunks.length > 0 && chunks.every((chunk) => LIST_PAGES.has(chunk.name ?? ''));
}

/**
 * `.gz` and `.br` beside every text asset once the build is written (src/prerender/compress.ts,
 * which the prerender also runs after writing its pages): a host serves them as they are (nginx
 * `gzip_static on`). Ten lines on Node's own zlib, which has brotli: compression-webpack-plugin
 * would add a dependency (and its own copy of the file walk) for the same two calls, and would not
 * cover the pages the prerender writes later.
 */
class CompressAssetsPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.afterEmit.tap('CompressAssetsPlugin', () => {
      compressTree(compiler.outputPath, 'max');
    });
  }
}

/**
 * Every locale's catalog but the default's, as data files (locales/<locale>.<part>.<hash>.json):
 * the app fetches the one it needs (src/i18n/i18n.ts), so a language costs no script chunk.
 */
class CatalogFilesPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('CatalogFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CatalogFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const production = compiler.options.mode === 'production';
          for (const [name, json] of Object.entries(catalogDataFiles(production).files)) {
            compilation.emitAsset(name, new webpack.sources.RawSource(json), { immutable: true });
          }
        },
      );
    });
  }
}

type Env = Record<string, string | boolean | undefined>;
/**
 * The head script every page carries inline (scripts/head-script.cjs), once its hash is the one
 * the policy allows: a page whose head script the policy refused would paint in the wrong colour
 * mode and never mark a stale page, so a changed script without its new hash fails the build.
 */
function checkedHeadScript(): string {
  const text = headScriptText();
  const hash = scriptHash(text);
  if (hash !== HEAD_SCRIPT_HASH) {
    throw new Error(
      `src/head/head-script.js changed: set HEAD_SCRIPT_HASH in src/config/content-security-policy.cjs to ${hash} (and the README's policies)`,
    );
  }
  return text;
}

type Argv = { mode?: 'development' | 'production' };

export default (
  env: Env,
  argv: Argv,
): webpack.Configuration & { devServer?: DevServerConfiguration } => {
  if (env.prerender) return prerenderConfig();
  const production = argv.mode !== 'development';
  const port = Number(process.env.PORT || 8080);
  return {
    mode: production ? 'production' : 'development',
    cache: persistentCache(production ? 'browser-production' : 'browser-development'),
    entry: {
      // The theme's stylesheet first, so the entry's CSS file starts with the variables and the
      // baseline and every component's rules come after them (as emotion inserted them before);
      // home's styles last, after the frame's (src/pages/public/home-styles.ts says why).
      main: [THEME_STYLESHEET_FILE, './src/main.tsx', './src/pages/public/home-styles.ts'],
      // A prerendered page's only script before it paints (src/boot.ts); self-contained (its own
      // few lines of runtime) so it does not wait on the shared runtime chunk.
      boot: { import: './src/boot.ts', runtime: false },
    },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].chunk.js' : '[name].chunk.js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      ...resolve,
      alias: {
        ...resolve.alias,
        // markdown-it's one use of the HTML entity table, answered by the browser's own
        // (src/components/markdown/decode-entity.ts); the prerender keeps the package.
        entities$: path.resolve(__dirname, 'src/components/markdown/decode-entity.ts'),
        // react-router's exports map offers bundlers only its development build, which differs
        // from the production one it ships beside it by ENABLE_DEV_WARNINGS alone: warnings for
        // developers and the default error page's notes (the routes have their own error page).
        ...(production && {
          'react-router$': reactRouterBuild('index.mjs'),
          'react-router/dom$': reactRouterBuild('dom-export.mjs'),
        }),
      },
    },
    module: {
      rules: [
        typeScriptRule(production),
        catalogRule,
        // Only emotion's withTheme calls it, which neither MUI nor the app uses, but @emotion/react
        // also imports it bare (`import 'hoist-non-react-statics'`), which kept it in the entry.
        // The package only defines a function: saying so lets webpack drop the unused import
        // (1 KiB gzip with its own copy of react-is).
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        {
          test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/,
          use: path.resolve(__dirname, 'scripts/react-router-unused-exports-loader.cjs'),
        },
        // The theme's variables and the global baseline, generated from createAppTheme() at build
        // time (scripts/theme-css-loader.cjs) into the entry's CSS file.
        {
          test: THEME_STYLESHEET,
          use: [
            MiniCssExtractPlugin.loader,
            'css-loader',
            path.resolve(__dirname, 'scripts/theme-css-loader.cjs'),
          ],
        },
        {
          test: /\.css$/,
          exclude: THEME_STYLESHEET,
          use: [MiniCssExtractPlugin.loader, cssModules(production)],
        },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      runtimeChunk: 'single',
      // Lazy chunks are named for what they hold: one per page (the two taxonomy screens share
      // one), the console layout, the mock backend, the Markdown renderer, the code highlighter
      // and the article's contents drawer, plus two shared chunks, so the count stays fixed
      // (LAZY_CHUNK_COUNT) instead of growing with webpack's numbered splits.
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          default: false,
          defaultVendors: false,
          consoleShared: {
            name: 'console-shared',
            chunks: (chunk) => isConsoleChunk(chunk.name),
            minChunks: 2,
            priority: 20,
            enforce: true,
            reuseExistingChunk: true,
          },
          publicShared: {
            name: 'public-shared',
            // Lazy chunks only: the entries (main, and boot on prerendered pages) each keep their
            // own copy of the little they share (the page format's JSON reader), so neither waits
            // on a shared file before it runs.
            chunks: (chunk) =>
              !chunk.canBeInitial() && !isConsoleChunk(chunk.name) && chunk.name !== 'mock-backend',
            // Scripts only: a public page's own CSS chunk holds every rule it needs beyond
            // main.css, so a prerendered page links at most one stylesheet besides main.css (a
            // shared one would be a request more before it paints). What the pages share is in
            // main.css (home-styles.ts); the rest, the not-found page's few rules, is copied.
            test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }) =>
              module.type !== 'css/mini-extract' && !onlyInListPages(module, chunkGraph),
            minChunks: 2,
            priority: 10,
            enforce: true,
            reuseExistingChunk: true,
          },
        },
      },
      // '...' keeps webpack's script minifier; the stylesheets are minified too (webpack leaves
      // CSS as written): they block the first paint of every prerendered page.
      minimizer: ['...', new CssMinimizerPlugin()],
      // The shell is minified by html-webpack-plugin alone, which leaves inline scripts as they
      // are: webpack's own HTML minifier would rewrite the head script, and the policy allows it
      // by the hash of its text (checkedHeadScript).
      minimizeOptions: { html: false },
      moduleIds: 'deterministic',
      chunkIds: production ? 'deterministic' : 'named',
    },
    plugins: [
      buildConstants(production),
      new CatalogFilesPlugin(),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        templateParameters: { version: packageJson.version, headScript: checkedHeadScript() },
        // The shell starts the app at once; the boot script is for prerendered pages only.
        chunks: ['main'],
        scriptLoading: 'defer',
        // As webpack's HTML minifier wrote the shell before (see minimizeOptions below), without
        // touching the inline head script.
        minify: production && {
          collapseWhitespace: true,
          collapseBooleanAttributes: true,
          removeAttributeQuotes: true,
          removeComments: true,
          removeRedundantAttributes: true,
          removeScriptTypeAttributes: true,
          removeStyleLinkTypeAttributes: true,
          useShortDoctype: true,
        },
      }),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].chunk.css' : '[name].chunk.css',
      }),
      new CopyWebpackPlugin({
        // Copied as they are: config.js keeps the comments site owners edit by, and msw's worker
        // must not be rewritten.
        patterns: [
          { from: 'public', globOptions: { ignore: ['**/index.html'] }, info: { minimized: true } },
        ],
      }),
      ...(production ? [new CompressAssetsPlugin()] : []),
    ],
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port,
      historyApiFallback: true,
      hot: true,
      static: false,
      // Build errors cover the page; a runtime error does too, except the demo backend's own
      // service-worker failures (mocks/worker-failure.ts), which must never block the app.
      client: {
        overlay: {
          warnings: false,
          errors: true,
          runtimeErrors: overlayRuntimeErrorFilter(),
        },
      },
      headers: { 'Cache-Control': 'no-store' },
    },
  };
};
