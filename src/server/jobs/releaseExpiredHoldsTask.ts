import type { TaskConfig } from 'payload'

import { releaseExpiredHolds } from '../payments/releaseExpiredHolds'

/**
 * Releases lapsed seat holds every 5 minutes. Runs where crons run: the Next server calls getPayload with
 * `cron: true` in src/instrumentation.ts; the webhook and POST /api/cleanup-expired-bookings do the same work.
 */
export const releaseExpiredHoldsTask: TaskConfig<{ input: Record<string, never>; output: { released: number } }> = {
  slug: 'releaseExpiredHolds',
  label: 'Release expired seat holds',
  retries: 0,
  schedule: [{ cron: '0 */5 * * * *', queue: 'maintenance' }],
  outputSchema: [{ name: 'released', type: 'number', required: true }],
  handler: async ({ req }) => {
    const released = await releaseExpiredHolds(req.payload)
    return { output: { released: released.length } }
  },
}
