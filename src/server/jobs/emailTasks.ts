import type { TaskConfig } from 'payload'

import { deliverQueuedEmails } from '../email/outbox'
import { EMAIL_QUEUE, REMINDER_TASK, sendReminder } from '../email/reminders'

/** Sends what is Queued in the outbox, every 10 seconds, where crons run (src/instrumentation.ts). */
export const deliverEmailsTask: TaskConfig<{ input: Record<string, never>; output: { sent: number; failed: number } }> = {
  slug: 'deliverEmails',
  label: 'Send queued emails',
  retries: 0,
  schedule: [{ cron: '*/10 * * * * *', queue: EMAIL_QUEUE }],
  outputSchema: [
    { name: 'sent', type: 'number', required: true },
    { name: 'failed', type: 'number', required: true },
  ],
  handler: async ({ req }) => ({ output: await deliverQueuedEmails(req.payload) }),
}

/** A booking's day-before reminder, queued with waitUntil by scheduleReminderEmail. */
export const sendReminderEmailTask: TaskConfig<{ input: { bookingId: number; scheduleId: number }; output: { outcome: string } }> = {
  slug: REMINDER_TASK,
  label: 'Send a class reminder',
  retries: 3,
  inputSchema: [
    { name: 'bookingId', type: 'number', required: true },
    { name: 'scheduleId', type: 'number', required: true },
  ],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  handler: async ({ input, req }) => ({ output: { outcome: await sendReminder(req.payload, input) } }),
}
