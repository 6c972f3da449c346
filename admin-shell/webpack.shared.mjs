// One webpack configuration for the admin shell (module-federation host) and every panel (remote),
// so they agree on the shared singletons, the file layout under /admin and the loaders.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';

const adminRoot = path.dirname(fileURLToPath(import.meta.url));
const shellPackage = JSON.parse(readFileSync(path.join(adminRoot, 'shell/package.json'), 'utf8'));

/**
 * Libraries that keep module state or React contexts: host and panels must use one copy each, or a
 * panel would not see the shell's router, query cache, theme, forms or react-admin contexts.
 * Each entry names the package whose version it carries.
 */
const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router': 'react-router',
  'react-router-dom': 'react-router-dom',
  'react-admin': 'react-admin',
  'ra-core': 'ra-core',
  '@mui/material': '@mui/material',
  // Icons import SvgIcon by this path; shared so panel icons use the shell's theme.
  '@mui/material/SvgIcon': '@mui/material',
  '@emotion/react': '@emotion/react',
  '@emotion/styled': '@emotion/styled',
  '@tanstack/react-query': '@tanstack/react-query',
  'react-hook-form': 'react-hook-form',
};

/** @param {{ providesFallbacks: boolean }} options */
function sharedSingletons({ providesFallbacks }) {
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([request, packageName]) => {
      const version = shellPackage.dependencies[packageName];
      if (!version) throw new Error(`admin-shell/shell/package.json must depend on ${packageName}`);
      return [
        request,
        {
          singleton: true,
          requiredVersion: `^${version}`,
          // Panels only ever run inside the shell, which provides every shared library: bundling a
          // fallback copy into each panel would only cost build time and disk.
          ...(providesFallbacks ? {} : { import: false }),
        },
      ];
    }),
  );
}

/**
 * @param {object} options
 * @param {string} options.packageDir folder of the package being built (holds src/)
 * @param {string} options.federationName module-federation name, e.g. `admin_shell`, `panel_booking`
 * @param {Record<string, string>} [options.exposes] a panel's exposed modules
 * @param {string} [options.publicPath] where the build is served; panels use 'auto' (their manifest URL)
 * @param {object} [options.html] html-webpack-plugin options for the shell's page
 */
export function adminWebpackConfig({ packageDir, federationName, exposes, publicPath = 'auto', html }) {
  const isShell = !exposes;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: packageDir,
      // A panel has no page of its own: the plugin's container (remoteEntry.js) is its only entry.
      entry: isShell ? { main: './src/index.ts' } : {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(packageDir, 'dist'),
        publicPath,
        uniqueName: federationName,
        // Hashed chunks live under assets/, which the backend caches for a year. Entry files keep fixed
        // names beside index.html, remoteEntry.js and mf-manifest.json and are revalidated on each
        // load: with webpack 5.111 the federation runtime resolves the entry template before any hash
        // exists, so a hashed entry name fails the build (module-federation/core#5077).
        filename: '[name].js',
        chunkFilename: 'assets/[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            // admin-kit is consumed as TypeScript source; its real path is outside node_modules.
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic' } },
                  target: 'es2022',
                },
              },
            },
          },
        ],
      },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(packageDir, 'node_modules/.cache/webpack'),
        buildDependencies: { config: [fileURLToPath(import.meta.url)] },
      },
      optimization: {
        // Concatenation drops `export * from 'react-router'` inside react-router-dom when react-router
        // is a shared module, and ra-core then finds no useInRouterContext at runtime.
        concatenateModules: false,
        // swc minifies react-admin and MUI about four times faster than terser, at the same size.
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { compress: true, mangle: true },
          }),
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
          manifest: true,
          dts: false,
          shareStrategy: 'loaded-first',
          // Every shared library is loaded on first use, never eagerly (no `eager: true`): the sign-in page
          // uses React and parts of MUI, and must not pull react-admin, all of MUI or the query cache.
          shared: sharedSingletons({ providesFallbacks: isShell }),
          // The back-office only runs in browsers: the federation runtime leaves out its Node.js loaders.
          experiments: { optimization: { target: 'web' } },
        }),
        ...(html ? [new HtmlWebpackPlugin(html)] : []),
      ],
    };
  };
}
