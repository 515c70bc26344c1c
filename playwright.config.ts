import { defineConfig, devices } from '@playwright/test'
import path from 'node:path'

const port = Number(process.env.E2E_PORT || 3200)
const dataDir = path.resolve('test-results/e2e-data')

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
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }, grepInvert: /@mobile/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@mobile/ },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" && npm run serve`,
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', ADMIN_PASSWORD: E2E_ADMIN.password, ATELIER_DIAGNOSTICS: '1' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
