import { afterEach, describe, expect, it, vi } from 'vitest'

/** env.ts parses process.env once, on import: each case imports it afresh under the given variables. */
async function loadEnv(vars: Record<string, string | undefined>) {
  vi.resetModules()
  vi.stubEnv('DATABASE_URL', 'postgres://localhost:5432/swsd')
  vi.stubEnv('NODE_ENV', 'development')
  vi.stubEnv('PORT', undefined)
  vi.stubEnv('SERVER_URL', undefined)
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value)
  return import('./env')
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('SERVER_URL', () => {
  it('defaults to localhost on the port the server listens on', async () => {
    expect((await loadEnv({ PORT: '3200' })).env.SERVER_URL).toBe('http://localhost:3200')
    expect((await loadEnv({})).env.SERVER_URL).toBe('http://localhost:3000')
  })

  it('keeps an address that is set', async () => {
    expect((await loadEnv({ PORT: '3200', SERVER_URL: 'https://www.example.com' })).env.SERVER_URL).toBe('https://www.example.com')
  })

  it('refuses a PORT that is not a port number', async () => {
    await expect(loadEnv({ PORT: 'eighty' })).rejects.toThrow(/PORT/)
  })
})

describe('serverUrlPortWarning', () => {
  it('warns in development when SERVER_URL names another port than the server listens on', async () => {
    const { serverUrlPortWarning } = await loadEnv({ PORT: '3200', SERVER_URL: 'http://localhost:3000' })
    expect(serverUrlPortWarning()).toMatch(/^SERVER_URL is http:\/\/localhost:3000, but this server listens on port 3200\.\n.*refused/)
  })

  it('is silent when they agree, including the default', async () => {
    expect((await loadEnv({ PORT: '3200', SERVER_URL: 'http://localhost:3200' })).serverUrlPortWarning()).toBeNull()
    expect((await loadEnv({ PORT: '3200' })).serverUrlPortWarning()).toBeNull()
    expect((await loadEnv({ PORT: '80', SERVER_URL: 'http://swsd.test' })).serverUrlPortWarning()).toBeNull()
  })

  it('is silent in production, where a proxy may serve the site on another port', async () => {
    const production = { NODE_ENV: 'production', DEMO_MODE: 'true', PAYLOAD_SECRET: 'x'.repeat(32) }
    expect((await loadEnv({ ...production, PORT: '3000', SERVER_URL: 'https://www.example.com' })).serverUrlPortWarning()).toBeNull()
  })
})

describe('E2E_RENDER_DELAY_MS', () => {
  const production = { NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(32), E2E_RENDER_DELAY_MS: '4000' }

  it('is refused on a production server that takes real bookings', async () => {
    const real = { ...production, RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET_KEY: 's', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'w', SMTP_URL: 'smtp://mail' }
    await expect(loadEnv(real)).rejects.toThrow(/E2E_RENDER_DELAY_MS/)
  })

  it('is accepted by a demo server, as the end-to-end tests run it', async () => {
    expect((await loadEnv({ ...production, DEMO_MODE: 'true' })).env.E2E_RENDER_DELAY_MS).toBe(4000)
  })
})

describe('E2E_TEST_CLOCK', () => {
  const production = { NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(32), E2E_TEST_CLOCK: 'true' }

  it('is refused on a production server that takes real bookings', async () => {
    const real = { ...production, RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET_KEY: 's', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'w', SMTP_URL: 'smtp://mail' }
    await expect(loadEnv(real)).rejects.toThrow(/E2E_TEST_CLOCK/)
  })

  it('is accepted by a demo server, as the end-to-end tests run it, and is off unless set', async () => {
    expect((await loadEnv({ ...production, DEMO_MODE: 'true' })).env.E2E_TEST_CLOCK).toBe(true)
    expect((await loadEnv({ E2E_TEST_CLOCK: undefined })).env.E2E_TEST_CLOCK).toBe(false)
  })
})
