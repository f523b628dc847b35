import type { Payload } from 'payload'
import Stripe from 'stripe'
import { expect } from 'vitest'

import { manageTokenOf } from '@/server/bookings/manageToken'

import { adultBody, postJson } from './bookings'
import { makeSchedule } from './factories'
import type { FakeStripe } from './fakeStripe'
import { rest } from './http'

/**
 * A test file's bookings paid through the real stripe SDK and the fake Stripe server. The file starts the fake before
 * the app reads its env: `const fake = await vi.hoisted(async () => (await import('../helpers/fakeStripe')).startFakeStripeForApp())`.
 */
export const DAY = 24 * 3600_000
const signer = new Stripe('sk_test_fake')

/** A schedule `days` ahead, three hours long. */
export function scheduleInDays(payload: Payload, days: number, extra: Parameters<typeof makeSchedule>[1] = {}) {
  const start = Date.now() + days * DAY
  return makeSchedule(payload, { startTime: new Date(start).toISOString(), endTime: new Date(start + 3 * 3600_000).toISOString(), ...extra })
}

export const readBooking = (payload: Payload, id: number) => payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true })
export const manageTokenOfBooking = async (payload: Payload, id: number) => manageTokenOf((await readBooking(payload, id)).manageTokenNonce!)

/** A Stripe event signed with the webhook secret, sent to the app's webhook endpoint; `created`: when it happened (Unix seconds). */
export function stripeWebhook(type: string, object: unknown, created = 0) {
  const body = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object }, created })
  const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_test_secret' })
  return rest('/api/webhooks/stripe', { method: 'POST', body, headers: { 'Stripe-Signature': signature } })
}

/** A held booking with its open Checkout Session, as create-booking leaves it. */
export async function heldAtCheckout(fake: FakeStripe, scheduleId: number, participants: { firstName: string; lastName: string }[] = []) {
  const answer = await postJson('/api/create-booking', adultBody(scheduleId, participants))
  expect(answer.status).toBe(200)
  const { bookingId } = (await answer.json()) as { bookingId: number }
  const session = [...fake.sessions.values()].find((s) => s.client_reference_id === String(bookingId))!
  return { bookingId, session }
}

/** A booking paid through Stripe Checkout, as a customer does, and confirmed by the webhook; with its paid session. */
export async function paidThroughCheckout(payload: Payload, fake: FakeStripe, scheduleId: number, participants: { firstName: string; lastName: string }[] = []) {
  const { bookingId, session } = await heldAtCheckout(fake, scheduleId, participants)
  const paid = fake.pay(session.id)
  expect((await stripeWebhook('checkout.session.completed', paid)).status).toBe(200)
  expect((await readBooking(payload, bookingId)).status).toBe('confirmed')
  return { bookingId, session: paid, paymentIntent: paid.payment_intent! }
}
