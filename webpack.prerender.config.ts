/**
 * The prerender's own build: the app's public routes plus the prerender script, for Node, into
 * build/prerender/ (never into dist/). Packages stay outside the bundle, so Node loads their
 * server builds (react-dom/static, emotion without a document) from node_modules.
 */
import path from 'node:path';
import webpack from 'webpack';
import packageJson from './package.json';

/** Anything that is not a relative path or one of the app's aliases is a package. */
const isPackage = (request: string) => !/^(\.|\/|@\/|@mocks\/)/.test(request);

export default (): webpack.Configuration => ({
  mode: 'production',
  target: 'node20',
  entry: { prerender: './src/prerender/cli.ts' },
  output: {
    path: path.resolve(__dirname, 'build', 'prerender'),
    filename: '[name].js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  devtool: false,
  optimization: { minimize: false },
  externalsPresets: { node: true },
  externals: [
    ({ request }, callback) =>
      request && isPackage(request) ? callback(undefined, `commonjs ${request}`) : callback(),
  ],
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.mjs'],
    alias: {
      '@': path.resolve(__dirname, 'src'),
      '@mocks': path.resolve(__dirname, 'mocks'),
    },
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: { loader: 'ts-loader', options: { transpileOnly: true } },
      },
      // Stylesheets are the browser build's files; the pages link them.
      { test: /\.css$/, type: 'asset/source' },
      {
        test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/,
        type: 'asset/resource',
        generator: { filename: 'assets/[name].[contenthash:8][ext]', emit: false },
      },
    ],
  },
  plugins: [
    new webpack.DefinePlugin({
      __APP_VERSION__: JSON.stringify(packageJson.version),
      __API_BASE__: JSON.stringify(process.env.API_BASE || ''),
    }),
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
