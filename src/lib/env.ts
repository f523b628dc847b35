import { z } from 'zod'

const isProduction = process.env.NODE_ENV === 'production'
const isBuild = process.env.NEXT_PHASE === 'phase-production-build'

const DEV_SECRET = 'development-only-secret-not-for-production'

const flag = z.enum(['true', 'false']).transform((v) => v === 'true')

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
    PAYLOAD_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** The port the server listens on: Next sets PORT to it (from `-p` or PORT) before the app loads. */
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    SERVER_URL: z.url().optional(),
    /**
     * How many proxies in front of the app append to X-Forwarded-For (a load balancer: 1). 0 (the default, as with
     * `npm start` alone): the header is ignored, since any client can write it, and nothing is limited per address.
     */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    SEED_DEMO_DATA: flag.optional(),
    DEMO_MODE: flag.default(false),
    RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
    RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
    RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_… or sk_live_…)').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_API_BASE: z.url().optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
    RESEND_API_KEY: z.string().min(1).optional(),
    RESEND_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must be the whsec_… signing secret of the webhook').optional(),
    EMAIL_FROM: z.email().default('bookings@swsd.example'),
    EMAIL_FROM_NAME: z.string().min(1).default('SWSD Self-Defense'),
    // Several app instances: the Next cache shared through Redis (next.config.mjs), media on S3-compatible storage.
    REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
    /** A worker process runs the jobs (`npm run jobs:worker`): the web server then runs none (src/server/jobs/autoRun.ts). */
    JOBS_IN_WORKER: flag.default(false),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** End-to-end tests only (src/server/cache/testReadDelay.ts); refused on a production server without DEMO_MODE. */
    E2E_RENDER_DELAY_MS: z.coerce.number().int().min(1).max(30_000).optional(),
    /** End-to-end tests only (src/server/clock/clock.ts): a clock the tests move forward; refused on a production server without DEMO_MODE. */
    E2E_TEST_CLOCK: flag.default(false),
  })
  .superRefine((env, ctx) => {
    if (!env.DATABASE_URL && !isBuild) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'is required (npm run dev / npm start set it to the embedded PostgreSQL)',
      })
    }
    if (isProduction && !isBuild && !env.PAYLOAD_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['PAYLOAD_SECRET'], message: 'is required in production' })
    }
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_ACCESS_KEY_ID'], message: 'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY' })
    }
    if (Boolean(env.RECAPTCHA_SITE_KEY) !== Boolean(env.RECAPTCHA_SECRET_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['RECAPTCHA_SECRET_KEY'], message: 'set both reCAPTCHA keys or neither' })
    }
    if (isProduction && !isBuild && !env.DEMO_MODE && !env.RECAPTCHA_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['RECAPTCHA_SECRET_KEY'],
        message: 'is required in production (or set DEMO_MODE=true for a demo without outside services)',
      })
    }
    if (isProduction && !isBuild && !env.DEMO_MODE && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required in production (or set DEMO_MODE=true to take bookings through the demo checkout)',
      })
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET && isProduction && !isBuild) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required with STRIPE_SECRET_KEY in production' })
    }
    if (env.E2E_RENDER_DELAY_MS && isProduction && !env.DEMO_MODE) {
      ctx.addIssue({ code: 'custom', path: ['E2E_RENDER_DELAY_MS'], message: 'slows pages down for end-to-end tests: refused without DEMO_MODE=true' })
    }
    if (env.E2E_TEST_CLOCK && isProduction && !env.DEMO_MODE) {
      ctx.addIssue({ code: 'custom', path: ['E2E_TEST_CLOCK'], message: 'lets anyone move the private sessions\' clock for end-to-end tests: refused without DEMO_MODE=true' })
    }
    if (env.SMTP_URL && env.RESEND_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['RESEND_API_KEY'], message: 'set SMTP_URL or RESEND_API_KEY, not both' })
    }
    if (isProduction && !isBuild && !env.DEMO_MODE && !env.SMTP_URL && !env.RESEND_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'SMTP_URL or RESEND_API_KEY is required in production (or set DEMO_MODE=true to keep emails in the CMS outbox)',
      })
    }
  })

function parseEnv() {
  const result = schema.safeParse(process.env)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  const env = result.data
  return {
    ...env,
    SERVER_URL: env.SERVER_URL ?? `http://localhost:${env.PORT}`,
    PAYLOAD_SECRET: env.PAYLOAD_SECRET ?? DEV_SECRET,
    /** Development and DEMO_MODE run without outside services; every such stand-in says so on screen. */
    DEMO_MODE: env.DEMO_MODE || !isProduction,
    /** Session cookies are Secure in production over https (a plain-http local `npm start` still signs in). */
    SECURE_COOKIES: isProduction && Boolean(env.SERVER_URL?.startsWith('https://')),
  }
}

export const env = parseEnv()

/**
 * In development, a warning when SERVER_URL names another port than the one this server listens on: Payload accepts
 * the session cookie only from SERVER_URL's origin, so pages render but every staff save is refused (401 or 403).
 * In production a proxy may serve the site on another port than the app's, so nothing is said there.
 */
export function serverUrlPortWarning(): string | null {
  if (isProduction) return null
  const url = new URL(env.SERVER_URL)
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80))
  if (port === env.PORT) return null
  return [
    `SERVER_URL is ${env.SERVER_URL}, but this server listens on port ${env.PORT}.`,
    `Pages served here will render, but every staff save (CMS, /admin) will be refused (401 or 403): Payload accepts the session cookie only from ${url.origin}.`,
    `Unset SERVER_URL (it then follows PORT) or set it to http://localhost:${env.PORT}; if a proxy or tunnel serves the site at SERVER_URL, ignore this.`,
  ].join('\n')
}
