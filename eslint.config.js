// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = readdirSync('.').filter((d) => d.startsWith('mf-'));
const SERVICES = readdirSync('services').filter((d) => existsSync(`services/${d}/package.json`));

/**
 * Services talk through events and the owner's published modules, never through each other's
 * internals (docs/architecture.md#a-services-shape): a service may import another service only through its read model
 * (`@conform/<name>-service/read`) or the protocol contracts it publishes (checkout's `/netopia`, `/netopia-v2`).
 * The gateway composes them all, and tests may start several services side by side.
 */
const SERVICE_BOUNDARY = {
  patterns: [
    {
      regex:
        '^@conform/(?:(?!checkout-)[a-z-]+-service(?:/(?!read$).*)?|checkout-service(?:/(?!read$|netopia$|netopia-v2$).*)?|renderer(?:/.*)?|payment-sandbox(?:/.*)?|gateway(?:/.*)?)$',
      message:
        'A service reaches another only through its published read model (@conform/<name>-service/read) or contract, and through events: never its app, routes or tables.',
    },
  ],
};

/**
 * bulletproof-react's import direction inside each remote: app → features → shared
 * (components, hooks, lib, utils); a feature never imports another feature.
 */
function remoteZones(remote) {
  const src = `./${remote}/src`;
  const featuresDir = `${src}/features`;
  const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];
  return [
    ...features.map((f) => ({
      target: `${featuresDir}/${f}`,
      from: featuresDir,
      except: [`./${f}`],
      message: 'Features never import each other: move shared code to src/components, hooks, lib or utils.',
    })),
    { target: featuresDir, from: `${src}/app`, message: 'Features must not import the app layer.' },
    {
      target: ['components', 'hooks', 'lib', 'utils'].map((d) => `${src}/${d}`),
      from: [featuresDir, `${src}/app`],
      message: 'Shared code must not import features or the app layer.',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      '.cluster/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.node.json', './tsconfig.web.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['shell/src/**', 'mf-*/src/**', 'packages/{ui,shell-contract,i18n}/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every text a user reads goes through i18n.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-zĂÂÎȘȚăâîșț]/]',
          message: 'Untranslated text in JSX: use t() from useTranslation (@conform/i18n).',
        },
        {
          selector: 'JSXAttribute[name.name=/^(aria-label|title|alt|placeholder|label)$/] > Literal',
          message: 'Untranslated attribute text: use t() from useTranslation (@conform/i18n).',
        },
      ],
    },
  },
  {
    // React Router's UNSAFE_ exports are its internals, changed without notice: the router owns its
    // history (packages/shell-contract/src/history.ts).
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-router', 'react-router/*', 'react-router-dom', 'react-dom', 'react'],
              importNamePattern: '^UNSAFE_',
              message: 'No UNSAFE_ imports: the router owns its history.',
            },
          ],
        },
      ],
    },
  },
  {
    // The router, the store and i18n come through the shared packages (see packages/mf-config/src/shared.ts):
    // a direct import would bundle a second router, store or i18n into a remote and split its state.
    files: ['shell/src/**', 'mf-*/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...[
              'react-router',
              'react-router-dom',
              'react-redux',
              '@reduxjs/toolkit',
              '@reduxjs/toolkit/query/react',
            ].map((name) => ({
              name,
              message: 'Import it from @conform/shell-contract.',
              allowTypeImports: true,
            })),
            ...['react-i18next', 'i18next'].map((name) => ({
              name,
              message: 'Import it from @conform/i18n.',
              allowTypeImports: true,
            })),
          ],
        },
      ],
    },
  },
  {
    // A remote talks to the services through the shell's API client: its base query (baseApi's
    // endpoints, which add the session, the platform and the refresh on 401) or, for a file, the
    // download helpers; a raw fetch would skip them (one front-end kit).
    files: ['mf-*/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message:
            'No raw fetch in a remote: add an endpoint to the API (baseApi.injectEndpoints, @conform/shell-contract) or use downloadFile / openFileInNewTab / sessionFetch for a file.',
        },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message:
            'No raw fetch in a remote: add an endpoint to the API (baseApi.injectEndpoints, @conform/shell-contract) or use downloadFile / openFileInNewTab / sessionFetch for a file.',
        })),
      ],
    },
  },
  {
    files: ['services/*/src/**'],
    ignores: ['services/gateway/**'],
    rules: { 'no-restricted-imports': ['error', SERVICE_BOUNDARY] },
  },
  ...SERVICES.filter((name) => name !== 'gateway').map((name) => ({
    files: [`services/${name}/src/**`],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `./services/${name}`,
              from: './services',
              except: [`./${name}`],
              message: 'A service never reaches into another service’s folder.',
            },
          ],
        },
      ],
    },
  })),
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**`],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: remoteZones(remote) }] },
  })),
  {
    files: ['**/test/**', '**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
