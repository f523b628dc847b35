import type { TaskConfig } from 'payload'

import { sendWaiverReminders } from '../waivers/waiverReminders'

/** Every hour (at :13), where crons run: bookings with participants who have not signed the waiver, 48 hours before class. */
export const waiverRemindersTask: TaskConfig<{ input: Record<string, never>; output: { reminded: number } }> = {
  slug: 'sendWaiverReminders',
  label: 'Send waiver reminders',
  retries: 0,
  schedule: [{ cron: '0 13 * * * *', queue: 'maintenance' }],
  outputSchema: [{ name: 'reminded', type: 'number', required: true }],
  handler: async ({ req }) => {
    const { reminded } = await sendWaiverReminders(req.payload)
    return { output: { reminded: reminded.length } }
  },
}
