import type { TaskConfig } from 'payload'

import { deliverDueGiftCertificates } from '../gifts/deliverGiftCertificate'

/** Every 15 minutes, where crons run: gift certificates whose delivery date (Pacific) has come are emailed to their recipients. */
export const deliverGiftCertificatesTask: TaskConfig<{ input: Record<string, never>; output: { sent: number } }> = {
  slug: 'deliverGiftCertificates',
  label: 'Email gift certificates on their delivery date',
  retries: 0,
  schedule: [{ cron: '0 */15 * * * *', queue: 'maintenance' }],
  outputSchema: [{ name: 'sent', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { sent: await deliverDueGiftCertificates(req.payload) } }),
}
