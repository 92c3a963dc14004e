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
 * `redux` is deliberately NOT shared on its own: Redux Toolkit re-exports it (`export * from 'redux'`), and
 * webpack cannot see through a star re-export of a consumed shared module, so `combineReducers` & co. vanish
 * from the shared toolkit (measured here: "combineReducers is not a function"). Only the toolkit imports
 * redux, and the toolkit is a singleton, so redux stays single inside it.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-redux',
  '@reduxjs/toolkit',
  'i18next',
  'react-i18next',
  'styled-components',
  '@conform/shell-contract',
  '@conform/ui',
  '@conform/i18n',
] as const;
const WITH_SUBPATHS = new Set(['react', 'react-dom', '@reduxjs/toolkit']);

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
