import os from 'node:os'
import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

import { chromiumPath } from './scripts/chromium.mjs'

const chromium = chromiumPath()

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${port}`
// A second server of the same build runs with reCAPTCHA keys, against a local fake of Google's siteverify.
const captchaPort = port + 1
const captchaURL = `http://127.0.0.1:${captchaPort}`
const siteverifyPort = port + 2
const siteverifySecret = 'e2e-recaptcha-secret'
// A third server of the same build runs the real stripe SDK against the tests' fake Stripe API, behind one trusted
// proxy hop (its X-Forwarded-For names the client, so a test can use up one address's limits without locking out others).
const stripePort = port + 3
const stripeURL = `http://127.0.0.1:${stripePort}`
const fakeStripePort = port + 4
export const FAKE_STRIPE_URL = `http://127.0.0.1:${fakeStripePort}`
const STRIPE_SPECS = /(paidByStripe|manageLinkLimit|ownerRetryRefund|ownerPartRefund|paidMove|waitlistOfferStripe|giftCertificate|privateProposal|privateBalance|privateManage|privateChain|privateRefundsDashboard)\.spec\.ts/
/** E2E_MAIN_ONLY=1 starts only the demo-checkout server, for running specs of the 'chromium' project on their own. */
const mainOnly = process.env.E2E_MAIN_ONLY === '1'
/** E2E_STRIPE_ONLY=1 starts only the fake Stripe API and the server that talks to it, for the 'stripe' project's specs. */
const stripeOnly = process.env.E2E_STRIPE_ONLY === '1'
/** Where the main server's database address is written, for tests that make the CMS unreadable for a moment. */
export const E2E_DATABASE_URL_FILE = path.join(os.tmpdir(), `swsd-e2e-${port}.database-url`)

/** The production build (npm run build) served on a fresh embedded database: migrated and seeded like `npm start`. */
// Playwright's APIRequestContext reuses a keep-alive socket after the server's 5 s idle timeout closed it (ECONNRESET,
// microsoft/playwright#42698): the test servers keep idle sockets longer than any test.
const appServer = (serverPort: number, serverURL: string, extraEnv: Record<string, string> = {}) => ({
  command: `node scripts/with-db.mjs "npm run db:prepare && next start -p ${serverPort} --keepAliveTimeout 600000"`,
  url: `${serverURL}/api/globals/site-settings`,
  timeout: 180_000,
  reuseExistingServer: false,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  stdout: 'pipe' as const,
  env: {
    NODE_ENV: 'production',
    EMBEDDED_PG_DIR: path.join(os.tmpdir(), `swsd-e2e-${serverPort}-${Date.now()}`),
    EMBEDDED_PG_PERSISTENT: 'false',
    SEED_DEMO_DATA: 'true',
    DEMO_MODE: 'true',
    PAYLOAD_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
    SERVER_URL: serverURL,
    ...extraEnv,
  },
})

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
  projects: [
    // The README's pictures are written only when asked (npm run docs:screenshots), never by the ordinary run.
    { name: 'chromium', testIgnore: [/captcha\.spec\.ts/, STRIPE_SPECS, ...(process.env.DOCS_SCREENSHOTS ? [] : [/docsScreenshots\.spec\.ts/])], use: { ...devices['Desktop Chrome'] } },
    { name: 'captcha', testMatch: /captcha\.spec\.ts/, use: { ...devices['Desktop Chrome'], baseURL: captchaURL } },
    { name: 'stripe', testMatch: STRIPE_SPECS, use: { ...devices['Desktop Chrome'], baseURL: stripeURL } },
  ],
  webServer: [
    // A cached read returning SLOW_READ_MARKER waits this long: caching.spec.ts publishes an edit during such a render.
    ...(stripeOnly ? [] : [appServer(port, baseURL, { EMBEDDED_PG_URL_FILE: E2E_DATABASE_URL_FILE, E2E_RENDER_DELAY_MS: '3000' })]),
    ...(mainOnly
      ? []
      : [
        ...(stripeOnly
          ? []
          : [
            {
              command: `node tests/e2e/fakes/siteverify-server.mjs ${siteverifyPort} ${siteverifySecret}`,
              url: `http://127.0.0.1:${siteverifyPort}/health`,
              reuseExistingServer: false,
            },
            appServer(captchaPort, captchaURL, {
              RECAPTCHA_SITE_KEY: 'e2e-recaptcha-site-key',
              RECAPTCHA_SECRET_KEY: siteverifySecret,
              RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${siteverifyPort}/siteverify`,
            }),
          ]),
        {
          command: `npx tsx tests/e2e/fakes/stripe-server.ts ${fakeStripePort} ${stripeURL}/api/webhooks/stripe whsec_e2e`,
          url: `${FAKE_STRIPE_URL}/__fake/health`,
          reuseExistingServer: false,
        },
        appServer(stripePort, stripeURL, {
          STRIPE_SECRET_KEY: 'sk_test_e2e',
          STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
          STRIPE_API_BASE: FAKE_STRIPE_URL,
          TRUSTED_PROXY_HOPS: '1',
          // The private sessions' test clock (/api/test-clock): the specs move it instead of waiting for due times.
          E2E_TEST_CLOCK: 'true',
        }),
        ]),
  ],
})
