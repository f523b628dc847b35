import { inject } from 'vitest'

process.env.DATABASE_URL = inject('databaseUrl')
process.env.RESEND_WEBHOOK_SECRET = `whsec_${Buffer.from('int-test-email-webhook-secret').toString('base64')}`
