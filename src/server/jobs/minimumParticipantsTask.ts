import type { TaskConfig } from 'payload'

import { checkMinimumParticipants } from '../minimumParticipants'

/**
 * Every hour (at :07), where crons run: classes starting within 60 hours (48 hours of notice + a 12-hour margin) that
 * are below their minimum are reported to the owner, once per class.
 */
export const minimumParticipantsTask: TaskConfig<{ input: Record<string, never>; output: { checked: number; notified: number } }> = {
  slug: 'checkMinimumParticipants',
  label: 'Check minimum participants',
  retries: 0,
  schedule: [{ cron: '0 7 * * * *', queue: 'maintenance' }],
  outputSchema: [
    { name: 'checked', type: 'number', required: true },
    { name: 'notified', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const { checked, notified } = await checkMinimumParticipants(req.payload)
    return { output: { checked, notified: notified.length } }
  },
}
