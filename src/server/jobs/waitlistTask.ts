import type { TaskConfig } from 'payload'

import { runWaitlists } from '../waitlist/runWaitlists'

/** Every minute, where crons run: lapsed waitlist offers move on, and lists of classes closing for registration end. */
export const waitlistTask: TaskConfig<{ input: Record<string, never>; output: { offered: number; closed: number } }> = {
  slug: 'runWaitlists',
  label: 'Move waitlists on',
  retries: 0,
  schedule: [{ cron: '0 * * * * *', queue: 'maintenance' }],
  outputSchema: [
    { name: 'offered', type: 'number', required: true },
    { name: 'closed', type: 'number', required: true },
  ],
  handler: async ({ req }) => ({ output: await runWaitlists(req.payload) }),
}
