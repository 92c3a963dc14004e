/**
 * What the federation settings promise the pages: a production remote uses the shell's MF runtime (its
 * remoteEntry.js is small), its standalone development page keeps its own, and the form library is one
 * copy a visit, provided by the shell. The bytes themselves are measured by e2e/tests/bundle-size.spec.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Configuration } from 'webpack';
import { remoteConfig, sharedSingletons, shellConfig, shellSingletons } from '../src/index.ts';

const ROOT = join(import.meta.dirname, '../../..');

interface FederationOptions {
  name: string;
  shared: Record<string, { singleton: boolean; import?: string; version?: string }>;
  experiments: { externalRuntime?: boolean; provideExternalRuntime?: boolean };
}

/** The ModuleFederationPlugin's options in a built webpack configuration. */
function federation(config: Configuration): FederationOptions {
  const plugin = (config.plugins ?? []).find(
    (p) => p && typeof p === 'object' && (p as { name?: string }).name === 'ModuleFederationPlugin',
  ) as { _options: FederationOptions } | undefined;
  if (!plugin) throw new Error('no ModuleFederationPlugin');
  return plugin._options;
}

const checkout = (mode: 'production' | 'development') =>
  federation(
    remoteConfig({ dir: join(ROOT, 'mf-checkout'), area: 'checkout', port: 3004 })(undefined, { mode }),
  );
const shell = () =>
  federation(
    shellConfig({ dir: join(ROOT, 'shell'), area: 'shell', port: 3000 })(undefined, { mode: 'production' }),
  );

test('a production remote uses the runtime the shell provides; its standalone page keeps its own', () => {
  expect(shell().experiments.provideExternalRuntime).toBe(true);
  expect(checkout('production').experiments.externalRuntime).toBe(true);
  expect(checkout('development').experiments.externalRuntime).toBe(false);
});

test('the shell provides the installed react-hook-form (its ES module) even though it imports none', () => {
  const version = (
    JSON.parse(readFileSync(join(ROOT, 'node_modules/react-hook-form/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const provided = shellSingletons(join(ROOT, 'shell'))['react-hook-form']!;
  expect(provided.singleton).toBe(true);
  expect(provided.version).toBe(version);
  expect(provided.import).toMatch(/react-hook-form[\\/]dist[\\/]index\.esm\.mjs$/);
  expect(existsSync(provided.import!)).toBe(true);
  expect(shell().shared['react-hook-form']).toEqual(provided);
});

test('every remote shares react-hook-form as one copy with the shell, and not zod (whole, it would cost more)', () => {
  for (const app of ['mf-onboarding', 'mf-dashboard', 'mf-configurator', 'mf-checkout', 'mf-documents']) {
    const shared = sharedSingletons(join(ROOT, app));
    expect(shared['react-hook-form']).toMatchObject({
      singleton: true,
      requiredVersion: expect.stringMatching(/^\^7\./),
    });
    expect(shared['react-hook-form']!.import).toBeUndefined();
    expect(shared['zod']).toBeUndefined();
  }
  expect(checkout('production').shared['react-hook-form']).toMatchObject({ singleton: true });
});
