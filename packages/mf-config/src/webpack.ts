import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';

import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { PrecompressPlugin } from './precompress.ts';
import { sharedSingletons, shellSingletons } from './shared.ts';

/** The libraries the shell shares and starts with (the `vendor` chunk). */
const STARTUP_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs|immer|redux|redux-thunk|reselect|react-redux|use-sync-external-store|@standard-schema|styled-components|stylis|i18next|react-i18next)[\\/]/;
/**
 * The shell's shared packages (the `app` chunk), with the contracts they use: a few contract modules
 * only a later page needs come along (~0.4 KB), cheaper than the two more files they would make.
 */
const STARTUP_PACKAGES = /[\\/]packages[\\/](shell-contract|ui|i18n|contracts)[\\/]src[\\/]/;

export interface AppBuildOptions {
  /** The package folder (`import.meta.dirname` of its webpack.config.ts). */
  dir: string;
  /** `shell`, or the remote's area: `onboarding`, `dashboard`, … */
  area: string;
  /** Dev-server port for standalone development. */
  port: number;
}

export const REMOTE_AREAS = ['onboarding', 'dashboard', 'configurator', 'checkout', 'documents'] as const;
export type RemoteArea = (typeof REMOTE_AREAS)[number];

/** The MF container name of a remote area (`mf_onboarding`): a valid JS identifier. */
export function containerName(area: string): string {
  return `mf_${area}`;
}

type Mode = 'development' | 'production';
interface Argv {
  mode?: Mode;
}

/** Where the gateway (or nginx) serves the services, for the dev server's proxy. */
const API_TARGET = process.env['API_TARGET'] ?? 'http://localhost:8080';

function swcRule(dev: boolean): NonNullable<Configuration['module']>['rules'] {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
          },
        },
      },
    },
  ];
}

function base(
  options: AppBuildOptions,
  mode: Mode,
  publicPath: string,
): Configuration & { devServer: DevServerConfiguration } {
  const dev = mode === 'development';
  return {
    mode,
    context: options.dir,
    entry: './src/index.ts',
    devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: join(options.dir, 'dist'),
      publicPath,
      filename: dev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
      // Each app gets its own chunk-loading global so remotes never overwrite the shell's chunks.
      uniqueName: containerName(options.area),
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: { rules: swcRule(dev) },
    performance: { hints: false },
    // Warm rebuilds reuse the previous work (measured by `npm run bench`).
    cache: {
      type: 'filesystem',
      cacheDirectory: join(options.dir, 'node_modules/.cache/webpack'),
      name: mode,
    },
    // The spec's chunk timeout: 120 s.
    optimization: {
      moduleIds: 'deterministic',
      // The shortest export names (not stable across builds, which nothing relies on): −0.5 KB gzipped
      // on a remote's first visit (e2e/tests/bundle-size.spec.ts).
      mangleExports: 'size',
    },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    devServer: {
      port: options.port,
      hot: true,
      historyApiFallback: { index: '/index.html' },
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        {
          context: ['/platform/api', '/platform/mf', '/platform/remotes.json', '/platform/dev'],
          target: API_TARGET,
          changeOrigin: false,
        },
      ],
      client: { overlay: { warnings: false } },
    },
    plugins: dev ? [new ReactRefreshPlugin({ overlay: false })] : [new PrecompressPlugin()],
  };
}

/**
 * The shell: a host with no static remotes. It learns them at run time from /platform/remotes.json,
 * so a remote is redeployed by changing one URL there, without rebuilding the shell.
 */
export function shellConfig(options: AppBuildOptions) {
  return (_env: unknown, argv: Argv): Configuration => {
    const mode = argv.mode ?? 'production';
    const config = base(options, mode, mode === 'development' ? '/' : '/platform/shell/');
    config.output = { ...config.output, chunkLoadTimeout: 120_000 };
    // Every first visit loads the shared libraries and the shell's shared packages: two files instead of
    // a dozen compress better (−4 KB gzipped; bench).
    config.optimization = {
      ...config.optimization,
      splitChunks: {
        cacheGroups: {
          vendor: {
            name: 'vendor',
            test: STARTUP_LIBRARIES,
            chunks: 'async',
            enforce: true,
          },
          app: {
            name: 'app',
            test: STARTUP_PACKAGES,
            chunks: 'async',
            enforce: true,
          },
        },
      },
    };
    config.plugins = [
      ...(config.plugins ?? []),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: shellSingletons(options.dir),
        // Share what is already loaded; never fetch every remote at start (one dead remote would blank the shell).
        shareStrategy: 'loaded-first',
        runtimePlugins: [join(options.dir, 'src/app/federation/remote-fallback-plugin.ts')],
        // Browser only: the runtime's Node.js code paths are left out of the bundle. The shell publishes
        // its MF runtime (globalThis._FEDERATION_RUNTIME_CORE) for the remotes built to use it.
        experiments: {
          optimization: { target: 'web', disableSnapshot: true },
          provideExternalRuntime: true,
        },
        dts: false,
        manifest: false,
      }),
      new HtmlWebpackPlugin({
        template: './index.html',
        publicPath: mode === 'development' ? '/' : '/platform/shell/',
      }),
    ];
    return config;
  };
}

/**
 * A remote: exposes `./routes` (its route objects and i18n resources) from `remoteEntry.js`, the URL
 * remotes.json names (`mf-manifest.json` is built too, describing the remote for deploy tooling).
 * `publicPath: 'auto'` lets the same build be served from any URL that remotes.json points to.
 * Its own `index.html` runs it standalone with stand-in providers (`npm run dev`).
 */
export function remoteConfig(options: AppBuildOptions) {
  return (_env: unknown, argv: Argv): Configuration => {
    const mode = argv.mode ?? 'production';
    // Standalone development serves deep links (/platform/…) from the dev server, so chunks need an
    // absolute base; a production build works from whatever URL remotes.json names.
    const config = base(options, mode, mode === 'development' ? `http://localhost:${options.port}/` : 'auto');
    config.output = { ...config.output, chunkLoadTimeout: 120_000 };
    config.plugins = [
      ...(config.plugins ?? []),
      new ModuleFederationPlugin({
        name: containerName(options.area),
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/app/routes.tsx' },
        shared: sharedSingletons(options.dir),
        shareStrategy: 'loaded-first',
        experiments: {
          // A remote loads no other remote: the runtime's remote-loading code is left out of its entry.
          optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
          // A production remote runs only inside the shell: it uses the shell's MF runtime
          // (provideExternalRuntime) instead of carrying its own copy in remoteEntry.js: 24 → 8 KB gzipped
          // per remote. The shell and the remotes are built from one lockfile, so one runtime version;
          // deploy a shell with the runtime before remotes that expect it. The standalone page
          // (development) keeps its own runtime, as there is no shell to lend one.
          externalRuntime: mode === 'production',
        },
        dts: false,
        manifest: { fileName: 'mf-manifest.json' },
      }),
      // The standalone page (stand-in providers) exists only for development.
      ...(mode === 'development' && existsSync(join(options.dir, 'index.html'))
        ? [new HtmlWebpackPlugin({ template: './index.html', chunks: ['main'] })]
        : []),
    ];
    return config;
  };
}
