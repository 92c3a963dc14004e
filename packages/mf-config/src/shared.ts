import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The installed version of a package as the app at `dir` resolves it, so `requiredVersion` always matches
 * the one version in the repo (some sit in the app's own node_modules, e.g. @hookform/resolvers).
 */
function versionOf(pkg: string, dir: string): string {
  const require = createRequire(join(dir, 'package.json'));
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
  // The form library every remote's forms use: shared, it is downloaded once a visit, not once per remote.
  'react-hook-form',
] as const;
const WITH_SUBPATHS = new Set(['react', 'react-dom']);

export interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  strictVersion: false;
  /** Set only where the shell provides a library it does not import itself (`shellSingletons`). */
  import?: string;
  version?: string;
}

export function sharedSingletons(dir: string): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const pkg of SINGLETONS) {
    const entry: SharedConfig = {
      singleton: true,
      requiredVersion: `^${versionOf(pkg, dir)}`,
      strictVersion: false,
    };
    shared[pkg] = entry;
    if (WITH_SUBPATHS.has(pkg)) shared[`${pkg}/`] = entry;
  }
  return shared;
}

/**
 * Libraries several remotes use and the shell does not: the shell provides them all the same, so whatever
 * remote asks first takes the shell's copy (registered first in the share scope) and the next remote reuses
 * it. Webpack provides a package only when something imports it, unless `import` is a file path, so the
 * shell names the package's ES module file. It ships whole (a shared module is never tree-shaken:
 * react-hook-form 16 KB gzipped, against ~12 KB inside one remote), downloaded on the first page with a form.
 *
 * zod is not among them: shared, it would be the whole of zod (88 KB gzipped with its locales, 55 KB
 * without) where each app carries the ~27 KB it uses (measured).
 */
export const PROVIDED_BY_SHELL = ['react-hook-form'] as const;

/** The shell's shared modules: the singletons, plus the remotes' libraries it provides (PROVIDED_BY_SHELL). */
export function shellSingletons(dir: string): Record<string, SharedConfig> {
  const shared = sharedSingletons(dir);
  const require = createRequire(join(dir, 'package.json'));
  for (const pkg of PROVIDED_BY_SHELL) {
    const manifestPath = require.resolve(`${pkg}/package.json`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string; module: string };
    shared[pkg] = {
      ...shared[pkg]!,
      import: join(dirname(manifestPath), manifest.module),
      version: manifest.version,
    };
  }
  return shared;
}
