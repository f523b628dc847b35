import type { TaskConfig } from 'payload'

import { expireClassCredits } from '../credits/expireClassCredits'

/** Every hour (at :37), where crons run: class credits past their date show as expired in /cms. */
export const expireClassCreditsTask: TaskConfig<{ input: Record<string, never>; output: { expired: number } }> = {
  slug: 'expireClassCredits',
  label: 'Expire class credits',
  retries: 0,
  schedule: [{ cron: '0 37 * * * *', queue: 'maintenance' }],
  outputSchema: [{ name: 'expired', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { expired: await expireClassCredits(req.payload) } }),
}
