import { _internal_jobSystemGlobals } from 'payload'
import { inject } from 'vitest'

process.env.DATABASE_URL = inject('databaseUrl')
process.env.RESEND_WEBHOOK_SECRET = `whsec_${Buffer.from('int-test-email-webhook-secret').toString('base64')}`

// Tests run jobs themselves (payload.jobs.run). Payload starts its crons on the cached instance when a REST error is
// answered without a request's payload; a cron delivering emails mid-test would make outcomes depend on timing.
_internal_jobSystemGlobals.shouldAutoRun = false
_internal_jobSystemGlobals.shouldAutoSchedule = false
