import type { Payload } from 'payload'
import { expect } from 'vitest'

import type { PrivateSession } from '@/payload-types'
import { handleStripeEvent } from '@/server/payments/stripeEvents'
import { stripeClient } from '@/server/payments/stripe'
import { openDepositCheckout } from '@/server/privateSessions/payDeposit'

import { makeUser } from './factories'
import type { FakeStripe } from './fakeStripe'

const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

type Options = { program?: PrivateSession['program']; instructorId?: number }

/**
 * A session confirmed the way an organizer confirms it: the proposal's link, the deposit's Checkout paid and its
 * webhook (which leaves the saved card to be read from the deposit's payment). `when` is a start, or a number of days
 * ahead (on the hour). 90 minutes on an instructor of its own unless one is given; 6 people at $75, so $450.00: half
 * now and half 14 days before when the start is 14 or more days away, all of it now when nearer (the deposit rule).
 */
export async function confirmedPrivateSession(
  payload: Payload,
  fake: FakeStripe,
  when: number | Date,
  { program = 'private', instructorId }: Options = {},
): Promise<{ session: PrivateSession; token: string; due: Date; instructorId: number }> {
  const instructor = instructorId ?? (await makeUser(payload, 'instructor')).id
  const start = typeof when === 'number' ? new Date(Math.floor((Date.now() + when * DAY) / HOUR) * HOUR) : when
  const proposal = await payload.create({
    collection: 'private-sessions',
    data: {
      status: 'proposal-sent' as const,
      program,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 90 * MIN).toISOString(),
      meetingKind: 'venue' as const,
      meetingAddress: '100 Main St, Walnut Creek',
      instructor,
      participants: 6,
      pricing: 'per-person' as const,
      priceCents: 7500,
      openUntil: new Date(Date.now() + 5 * DAY).toISOString(),
      organizerName: 'Olga Organizer',
      organizerEmail: `olga-${Math.random().toString(36).slice(2, 8)}@example.com`,
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
  expect(session).toMatchObject({ status: 'confirmed', totalCents: 45_000 })
  return { session, token, due: new Date(session.balanceDueAt ?? session.startTime), instructorId: instructor }
}
