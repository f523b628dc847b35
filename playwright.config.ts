import os from 'node:os'
import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

import { chromiumPath } from './scripts/chromium.mjs'

const chromium = chromiumPath()

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The production build (npm run build) served on a fresh embedded database: migrated and seeded like `npm start`.
    command: `node scripts/with-db.mjs "npm run db:prepare && next start -p ${port}"`,
    url: `${baseURL}/api/globals/site-settings`,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    env: {
      NODE_ENV: 'production',
      EMBEDDED_PG_DIR: path.join(os.tmpdir(), `swsd-e2e-${Date.now()}`),
      EMBEDDED_PG_PERSISTENT: 'false',
      SEED_DEMO_DATA: 'true',
      DEMO_MODE: 'true',
      PAYLOAD_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
      SERVER_URL: baseURL,
    },
  },
})
