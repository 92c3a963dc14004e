import { readFileSync } from 'node:fs';

// The tests run on the Node the repository pins (the root devDependency `node`, on PATH in npm scripts):
// on an older one (a system Node 20 running jest directly) they would fail in odd ways, so stop at once.
const required = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).engines.node;
const [needMajor, needMinor] = required
  .replace(/^>=\s*/, '')
  .split('.')
  .map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < needMajor || (major === needMajor && minor < needMinor)) {
  throw new Error(
    `The tests need Node ${required} (package.json engines); this is Node ${process.versions.node}. ` +
      'Run them through npm (npm run test:unit), which uses the pinned Node in node_modules/.bin.',
  );
}

// One jest run for the whole repo. Files are ESM TypeScript, transformed by SWC and run as ESM
// (node --experimental-vm-modules), the same module semantics as in production.
const swc = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2023',
      },
      module: { type: 'es6' },
    },
  ],
};
const common = {
  transform: swc,
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Services start a migrated PGlite per suite; on a loaded 2-core machine that takes seconds.
  testTimeout: 30_000,
};

/** @type {import('jest').Config} */
export default {
  testTimeout: 30_000,
  // On 2 cores jest would run every file in jest's own process, one after the other, and ESM modules
  // loaded through vm are never freed: the whole run outgrew the heap (out of memory after ~25 min).
  // With a limit, the files run in a worker that is replaced once it holds more than this after a file.
  workerIdleMemoryLimit: '2GB',
  projects: [
    {
      ...common,
      displayName: 'services',
      testEnvironment: 'node',
      // A suite's beforeAll may start two services (two migrated PGlite databases): under a full CI
      // run on 2 cores that has taken over 30 s.
      testTimeout: 60_000,
      testMatch: ['<rootDir>/services/*/test/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'packages',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/packages/*/test/**/*.test.ts',
        '<rootDir>/catalogues/test/**/*.test.ts',
        '<rootDir>/scripts/test/**/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: '<rootDir>/jest.web.environment.js',
      setupFilesAfterEnv: ['<rootDir>/jest.web.setup.ts'],
      testMatch: [
        '<rootDir>/{shell,mf-*}/src/**/*.test.tsx',
        '<rootDir>/packages/{ui,i18n,shell-contract}/test/**/*.test.tsx',
      ],
    },
  ],
};
