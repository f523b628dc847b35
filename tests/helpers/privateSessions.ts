import type { Payload } from 'payload'
import { expect } from 'vitest'

import type { PrivateSession } from '@/payload-types'
import { handleStripeEvent } from '@/server/payments/stripeEvents'
import { stripeClient } from '@/server/payments/stripe'
import { openDepositCheckout } from '@/server/privateSessions/payDeposit'

import { makeUser } from './factories'
import type { FakeStripe } from './fakeStripe'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * A session confirmed the way an organizer confirms it: the proposal's link, the deposit's Checkout paid and its
 * webhook (which leaves the saved card to be read from the deposit's payment). Far out, on an instructor of its own:
 * $450.00 flat, so $225.00 deposit and $225.00 balance.
 */
export async function confirmedPrivateSession(payload: Payload, fake: FakeStripe, startInDays: number): Promise<{ session: PrivateSession; token: string; due: Date }> {
  const instructor = await makeUser(payload, 'instructor')
  const start = new Date(Math.floor((Date.now() + startInDays * DAY) / HOUR) * HOUR)
  const proposal = await payload.create({
    collection: 'private-sessions',
    data: {
      status: 'proposal-sent' as const,
      program: 'private' as const,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 2 * HOUR).toISOString(),
      meetingKind: 'park' as const,
      meetingAddress: 'Heather Farm Park, Walnut Creek',
      instructor: instructor.id,
      participants: 3,
      pricing: 'flat' as const,
      priceCents: 45_000,
      openUntil: new Date(Date.now() + 5 * DAY).toISOString(),
      organizerName: 'Bea Balance',
      organizerEmail: `bea-${Math.random().toString(36).slice(2, 8)}@example.com`,
      startTime_tz: 'America/Los_Angeles' as const,
      endTime_tz: 'America/Los_Angeles' as const,
      openUntil_tz: 'America/Los_Angeles' as const,
    },
    overrideAccess: true,
  })
  const { docs } = await payload.find({ collection: 'emails', where: { dedupeKey: { equals: `private-proposal:${proposal.id}` } }, overrideAccess: true })
  const token = /\/private-sessions\/([A-Za-z0-9_-]{43})/.exec(docs[0]?.text ?? '')![1]
  const url = await openDepositCheckout(payload, token, { accepted: true, now: new Date(), stripe: stripeClient() })
  const checkout = [...fake.sessions.values()].find((s) => s.url === url)!
  await handleStripeEvent(payload, { id: `evt_${checkout.id}`, object: 'event', type: 'checkout.session.completed', data: { object: fake.pay(checkout.id) }, created: 0 } as never)
  const session = await payload.findByID({ collection: 'private-sessions', id: proposal.id, overrideAccess: true, showHiddenFields: true })
  expect(session).toMatchObject({ status: 'confirmed', balanceCents: 22_500 })
  return { session, token, due: new Date(session.balanceDueAt!) }
}
