import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env['E2E_PORT'] ?? 8181);

/**
 * Journeys in Debian's Chromium against the embedded platform, started fresh (empty data dir) on its own port.
 * Playwright's own browser download is never used.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env['CI'] ? [['list']] : [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ro-RO',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node e2e/serve.ts',
    cwd: '..',
    url: `http://localhost:${PORT}/platform/api/gateway/health`,
    timeout: 300_000,
    reuseExistingServer: !process.env['CI'],
    // Stop the platform the way Ctrl-C does, so its renderer closes Chromium (a kill would orphan it).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    // Every test signs in from 127.0.0.1; the per-IP limit itself is covered by the identity service tests.
    env: {
      PORT: String(PORT),
      DATA_DIR: 'e2e/.data',
      LOG_LEVEL: 'warn',
      SIGN_IN_LINKS_PER_IP_PER_HOUR: '10000',
      ANONYMOUS_SESSIONS_PER_IP_PER_HOUR: '10000',
      // One link per address per second: a test that signs the same person in twice waits a second,
      // not a minute (the interval itself is covered by the identity service tests).
      SIGN_IN_LINK_EMAIL_INTERVAL_SECONDS: '1',
      // The meetings widget as a deployment configures one, its script from another origin (127.0.0.1
      // is not the pages' localhost): the pages' policy must let it in, or every test using it fails.
      // Both are still the gateway's local stand-in, so the dialog works offline.
      MEETINGS_SCRIPT_URL: `http://127.0.0.1:${PORT}/platform/dev/meetings/embed.js`,
      MEETINGS_URL: '/platform/dev/meetings/book',
    },
  },
});
