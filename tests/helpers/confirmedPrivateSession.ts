import type { Payload } from 'payload'

import { handleStripeEvent } from '@/server/payments/stripeEvents'
import { stripeClient } from '@/server/payments/stripe'
import { openDepositCheckout } from '@/server/privateSessions/payDeposit'

import { makeUser } from './factories'
import type { FakeStripe } from './fakeStripe'

const MIN = 60_000

/**
 * A proposal of $450 (6 × $75) of `program`, accepted and paid through the fake Checkout: 50% when the start is 14+
 * days away, all of it when nearer (the deposit rule). Answers the confirmed session.
 */
export async function confirmedPrivateSession(payload: Payload, fake: FakeStripe, start: Date, program: 'private' | 'workplace' | 'community-group' = 'workplace') {
  const instructor = await makeUser(payload, 'instructor')
  const proposal = await payload.create({
    collection: 'private-sessions',
    data: {
      status: 'proposal-sent',
      program,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 90 * MIN).toISOString(),
      meetingKind: 'venue',
      meetingAddress: '100 Main St, Walnut Creek',
      instructor: instructor.id,
      participants: 6,
      pricing: 'per-person',
      priceCents: 7500,
      openUntil: new Date(Date.now() + 5 * 24 * 60 * MIN).toISOString(),
      organizerName: 'Olga Organizer',
      organizerEmail: `olga-${Math.random().toString(36).slice(2, 8)}@example.com`,
      startTime_tz: 'America/Los_Angeles',
      endTime_tz: 'America/Los_Angeles',
      openUntil_tz: 'America/Los_Angeles',
    },
    overrideAccess: true,
  })
  const email = (await payload.find({ collection: 'emails', where: { dedupeKey: { equals: `private-proposal:${proposal.id}` } }, overrideAccess: true })).docs[0]
  const token = /\/private-sessions\/([A-Za-z0-9_-]{43})/.exec(email.text ?? '')![1]
  const url = await openDepositCheckout(payload, token, { accepted: true, now: new Date(), stripe: stripeClient() })
  const checkout = [...fake.sessions.values()].find((s) => s.url === url)!
  await handleStripeEvent(payload, { id: `evt_${checkout.id}`, object: 'event', type: 'checkout.session.completed', data: { object: fake.pay(checkout.id) }, created: 0 } as never)
  return payload.findByID({ collection: 'private-sessions', id: proposal.id, overrideAccess: true })
}
