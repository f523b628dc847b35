import type { TaskConfig } from 'payload'

import { remindUnchosenBookings } from '../manage/classCancelled'

/** Every hour (at :47), where crons run: customers of a cancelled class who have not chosen after 3 days, reminded once. */
export const classCancelledReminderTask: TaskConfig<{ input: Record<string, never>; output: { reminded: number } }> = {
  slug: 'remindClassCancelled',
  label: 'Remind customers of cancelled classes to choose',
  retries: 0,
  schedule: [{ cron: '0 47 * * * *', queue: 'maintenance' }],
  outputSchema: [{ name: 'reminded', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { reminded: (await remindUnchosenBookings(req.payload)).length } }),
}
