import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The installed version of a package, so `requiredVersion` always matches the one version in the repo. */
function versionOf(pkg: string): string {
  const manifest = JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/**
 * Modules the shell and every remote share, each loaded once (singleton). A second React, store,
 * router or i18n instance would split state, context and hooks; `shell-contract` is the seam itself.
 * Trailing `/` entries share subpath imports (`react/jsx-runtime`, `react-dom/client`, …).
 *
 * react-router, @reduxjs/toolkit (with redux), react-redux, i18next and react-i18next are not shared on their
 * own: the apps reach them only through `@conform/shell-contract` (the router, the store, `baseApi`) and
 * `@conform/i18n` (useTranslation, the provider), which ARE shared singletons, so each still exists once, and webpack can tree-shake them inside it (a shared module always
 * ships whole; measured: the shell's initial JS went from 283 KB to under 200 KB gzipped). Lint forbids
 * importing them directly outside the contract.
 *
 * Historical note: `redux` must never be shared on its own: Redux Toolkit re-exports it (`export * from 'redux'`), and
 * webpack cannot see through a star re-export of a consumed shared module, so `combineReducers` & co. vanish
 * from the shared toolkit (measured here: "combineReducers is not a function"). Only the toolkit imports
 * redux, and the toolkit is a singleton, so redux stays single inside it.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'styled-components',
  '@conform/shell-contract',
  '@conform/ui',
  '@conform/i18n',
] as const;
const WITH_SUBPATHS = new Set(['react', 'react-dom']);

export interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  strictVersion: false;
}

export function sharedSingletons(): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const pkg of SINGLETONS) {
    const entry: SharedConfig = {
      singleton: true,
      requiredVersion: `^${versionOf(pkg)}`,
      strictVersion: false,
    };
    shared[pkg] = entry;
    if (WITH_SUBPATHS.has(pkg)) shared[`${pkg}/`] = entry;
  }
  return shared;
}
