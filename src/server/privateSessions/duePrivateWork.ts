import type { Payload } from 'payload'

import { stripeClient } from '../payments/stripe'
import { settleEachDueBalance } from './chargeBalance'

// One run at a time in this process, whoever starts it (the per-minute job or the test clock), so a run reports all
// it did; kept on globalThis since Next bundles routes and the jobs separately.
const QUEUE = Symbol.for('swsd.duePrivateWork')
const held = globalThis as { [QUEUE]?: Promise<unknown> }

/** The time-driven private-session work that fell due at `now`: balances charged to the saved card and reminders sent. */
export function runDuePrivateWork(payload: Payload, now: Date): ReturnType<typeof settleEachDueBalance> {
  const run = (held[QUEUE] ?? Promise.resolve()).then(() => settleEachDueBalance(payload, { stripe: stripeClient(), now }))
  held[QUEUE] = run.catch(() => undefined)
  return run
}
