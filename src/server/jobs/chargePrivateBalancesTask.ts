import type { TaskConfig } from 'payload'

import { clockNow } from '../clock/clock'
import { countOutcomes } from '../privateSessions/chargeBalance'
import { runDuePrivateWork } from '../privateSessions/duePrivateWork'

/** Every minute: private session balances due are charged to the saved card; declined ones reminded every 2 days. */
export const chargePrivateBalancesTask: TaskConfig<{ input: Record<string, never>; output: { charged: number; declined: number; reminded: number } }> = {
  slug: 'chargePrivateBalances',
  label: 'Charge private session balances',
  retries: 0,
  schedule: [{ cron: '0 * * * * *', queue: 'maintenance' }],
  outputSchema: [
    { name: 'charged', type: 'number', required: true },
    { name: 'declined', type: 'number', required: true },
    { name: 'reminded', type: 'number', required: true },
  ],
  handler: async ({ req }) => ({ output: countOutcomes(await runDuePrivateWork(req.payload, clockNow())) }),
}
