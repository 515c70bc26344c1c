import { defineConfig, devices } from '@playwright/test'
import path from 'node:path'

const port = Number(process.env.E2E_PORT || 3200)
/** The browser tests' site keeps its database and files here, fresh for every run. */
export const E2E_DATA_DIR = path.resolve('test-results/e2e-data')
const dataDir = E2E_DATA_DIR

/** The OpenID provider the account tests start (tests/e2e/helpers/oidc-provider.ts) and the site's client there. */
export const E2E_OIDC = {
  port: Number(process.env.E2E_OIDC_PORT || port + 10),
  clientId: 'atelier-e2e',
  clientSecret: 'e2e-client-secret-0123456789abcdef',
}

/** The error reporting service the site reports to (tests/e2e/helpers/sentry-receiver.ts). */
export const E2E_SENTRY = { port: Number(process.env.E2E_SENTRY_PORT || port + 20) }

/** The back-office account of the browser tests' fresh site. */
export const E2E_ADMIN = { email: 'studio@atelier.test', password: 'e2e-Watercolour-2026' }

/** Browser tests drive Debian's Chromium against the production build on a fresh data directory. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // A two-core machine running the whole suite answers some steps (a cart add after a catalogue
  // reload, a page's scripts) in more than Playwright's default of five seconds.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The offline worker answers pages and files once it runs; the tests of what the site does
    // reach the server as a first visit does. tests/e2e/offline.e2e.ts lets the worker run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      grepInvert: /@mobile/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@mobile/ },
  ],
  webServer: [
    {
      command: 'npx tsx tests/e2e/helpers/sentry-receiver.ts',
      url: `http://127.0.0.1:${E2E_SENTRY.port}/health`,
      reuseExistingServer: false,
      env: { PORT: String(E2E_SENTRY.port) },
    },
    {
      command: `rm -rf "${dataDir}" && npm run serve`,
      url: `http://127.0.0.1:${port}/api/v1/health`,
      // The first boot migrates and seeds a fresh database and draws its pictures: on a busy
      // two-core machine (vitest beside it) that took over two minutes.
      timeout: 300_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        ADMIN_PASSWORD: E2E_ADMIN.password,
        ATELIER_DIAGNOSTICS: '1',
        // Mail links and the OAuth2 return address point at the address the tests browse.
        SITE_URL: `http://127.0.0.1:${port}`,
        OAUTH2_ISSUER: `http://127.0.0.1:${E2E_OIDC.port}`,
        OAUTH2_CLIENT_ID: E2E_OIDC.clientId,
        OAUTH2_CLIENT_SECRET: E2E_OIDC.clientSecret,
        OAUTH2_NAME: 'Test ID',
        ACCOUNT_API_BASES: `http://127.0.0.1:${port}/api/v1`,
        // As behind a proxy: the doors' tests name their sources in X-Forwarded-For; the browser sends none.
        TRUST_PROXY: '1',
        SENTRY_DSN: `http://e2epublickey@127.0.0.1:${E2E_SENTRY.port}/1`,
        // The import's browser test names pictures the site itself serves.
        IMPORT_PICTURE_HOSTS: `127.0.0.1:${port}`,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
