import type { TaskConfig } from 'payload'

import { bookingsWithRefundsDue, retryFailedRefund } from '../payments/retryFailedRefund'
import { stripeClient } from '../payments/stripe'
import { askPrivateRefunds, privateSessionsWithRefundsDue } from '../privateSessions/privateRefunds'

/**
 * Asks Stripe again, every 5 minutes, for the refunds it refused whose next retry is due (the wait grows after each
 * refusal: src/domain/payments/refundRetry.ts). Same code and idempotency key as the first ask and the owner's button.
 */
export const retryFailedRefundsTask: TaskConfig<{ input: Record<string, never>; output: { retried: number; refunded: number } }> = {
  slug: 'retryFailedRefunds',
  label: 'Retry refunds Stripe refused',
  retries: 0,
  schedule: [{ cron: '30 */5 * * * *', queue: 'maintenance' }],
  outputSchema: [
    { name: 'retried', type: 'number', required: true },
    { name: 'refunded', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const now = new Date()
    let retried = 0
    let refunded = 0
    for (const bookingId of await bookingsWithRefundsDue(req.payload, now)) {
      const result = await retryFailedRefund(req.payload, bookingId, { now, dueOnly: true })
      retried += result.retried
      refunded += result.refunded
    }
    for (const sessionId of await privateSessionsWithRefundsDue(req.payload, now)) {
      const result = await askPrivateRefunds(req.payload, sessionId, { stripe: stripeClient(), now, dueOnly: true })
      retried += result.asked
      refunded += result.refunded
    }
    return { output: { retried, refunded } }
  },
}
