import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { hashManageToken } from '@/server/bookings/manageToken'
import { handleStripeEvent } from '@/server/payments/stripeEvents'
import { stripeClient } from '@/server/payments/stripe'
import { applyReturnedCheckout, openDepositCheckout } from '@/server/privateSessions/payDeposit'
import { privateLink } from '@/server/privateSessions/privateLink'
import type { PrivateSession } from '@/payload-types'

import { makeClass, makeSchedule, makeUser } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

// The real stripe SDK against the fake Stripe HTTP server, started before the app's env is read.
const fake = await vi.hoisted(async () => (await import('../helpers/fakeStripe')).startFakeStripeForApp())

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(() => fake.close())

const HOUR = 3_600_000
const MIN = 60_000
const inDays = (days: number) => new Date(Date.now() + days * 24 * HOUR)

async function instructor(name: string) {
  const user = await makeUser(payload, 'instructor')
  return payload.update({ collection: 'users', id: user.id, data: { name }, overrideAccess: true })
}

function propose(instructorId: number, start: Date, minutes = 90, extra: Partial<Pick<PrivateSession, 'openUntil'>> = {}) {
  return payload.create({
    collection: 'private-sessions',
    data: {
      status: 'proposal-sent' as const,
      program: 'workplace' as const,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + minutes * MIN).toISOString(),
      meetingKind: 'venue' as const,
      meetingAddress: '100 Main St, Walnut Creek',
      instructor: instructorId,
      participants: 6,
      pricing: 'per-person' as const,
      priceCents: 7500,
      openUntil: inDays(5).toISOString(),
      organizerName: 'Olga Organizer',
      organizerEmail: `olga-${Math.random().toString(36).slice(2, 8)}@example.com`,
      organization: 'Acme',
      startTime_tz: 'America/Los_Angeles' as const,
      endTime_tz: 'America/Los_Angeles' as const,
      openUntil_tz: 'America/Los_Angeles' as const,
      ...extra,
    },
    overrideAccess: true,
  })
}

/** The private link the proposal email carries. */
async function linkOf(id: number): Promise<string> {
  const email = (await payload.find({ collection: 'emails', where: { dedupeKey: { equals: `private-proposal:${id}` } }, overrideAccess: true })).docs[0]
  const token = /\/private-sessions\/([A-Za-z0-9_-]{43})/.exec(email.text ?? '')?.[1]
  if (!token) throw new Error('no private link in the proposal email')
  return token
}

const emailsOf = async (key: string) =>
  (await payload.find({ collection: 'emails', where: { dedupeKey: { like: key } }, overrideAccess: true })).docs

describe('a proposal and the instructor calendar', () => {
  it('emails the organizer a private link that opens the proposal, keeping only its hash', async () => {
    const dana = await instructor('Dana')
    const proposal = await propose(dana.id, inDays(40))
    const token = await linkOf(proposal.id)
    expect((await privateLink('organizer').sessionOf(payload, token))?.id).toBe(proposal.id)
    const stored = await payload.findByID({ collection: 'private-sessions', id: proposal.id, overrideAccess: true, showHiddenFields: true })
    expect(stored.tokenHash).toBe(hashManageToken(token))
    expect(privateLink('organizer').path(stored.tokenNonce!)).toBe(`/private-sessions/${token}`)
    expect(stored).toMatchObject({ status: 'proposal-sent', totalCents: 45_000, depositCents: 22_500, balanceCents: 22_500 })
    expect(new Date(stored.balanceDueAt!).getTime()).toBe(new Date(stored.startTime).getTime() - 336 * HOUR)
  })

  it("refuses a session within the travel buffer of the instructor's public class, naming it, and allows one at the buffer's minute", async () => {
    const dana = await instructor('Dana')
    const klass = await makeClass(payload, { name: 'Adult & Teen Self-Defense' })
    const start = new Date(Math.floor(inDays(30).getTime() / HOUR) * HOUR)
    await makeSchedule(payload, { class: klass.id, instructor: dana.id, startTime: start.toISOString(), endTime: new Date(start.getTime() + 2 * HOUR).toISOString() })

    const tooSoon = propose(dana.id, new Date(start.getTime() + 2 * HOUR + 59 * MIN))
    await expect(tooSoon).rejects.toMatchObject({ code: 'INSTRUCTOR_BUSY', message: expect.stringMatching(/^Dana already teaches Adult & Teen Self-Defense on \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M-\d{1,2}:\d{2} [AP]M$/) })
    const atBuffer = await propose(dana.id, new Date(start.getTime() + 3 * HOUR))
    expect(atBuffer.status).toBe('proposal-sent')
    // The open proposal holds its time too: another instructor's proposal is fine, Dana's one minute into the buffer is not.
    await expect(propose(dana.id, new Date(start.getTime() + 3 * HOUR + 90 * MIN + 59 * MIN))).rejects.toMatchObject({ code: 'INSTRUCTOR_BUSY' })
    const sam = await instructor('Sam')
    expect((await propose(sam.id, new Date(start.getTime() + 3 * HOUR))).status).toBe('proposal-sent')
  })

  it("gives one of two proposals racing for one instructor's evening", async () => {
    const dana = await instructor('Dana')
    const evening = new Date(Math.floor(inDays(33).getTime() / HOUR) * HOUR)
    const results = await Promise.allSettled([propose(dana.id, evening), propose(dana.id, new Date(evening.getTime() + 30 * MIN))])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'INSTRUCTOR_BUSY' } })
  })

  it('an expired proposal can no longer be paid and no longer holds the time', async () => {
    const dana = await instructor('Dana')
    const start = inDays(45)
    const expired = await propose(dana.id, start, 90, { openUntil: new Date(Date.now() - MIN).toISOString() })
    const token = await linkOf(expired.id)
    await expect(openDepositCheckout(payload, token, { accepted: true, now: new Date(), stripe: stripeClient() })).rejects.toMatchObject({ code: 'PROPOSAL_CLOSED' })
    expect((await propose(dana.id, start)).status).toBe('proposal-sent')
  })
})

describe('the deposit', () => {
  it('needs the policies accepted, takes 50% through Checkout with the card saved, and confirms once however often Stripe says so', async () => {
    const dana = await instructor('Dana')
    const proposal = await propose(dana.id, inDays(50))
    const token = await linkOf(proposal.id)
    await expect(openDepositCheckout(payload, token, { accepted: false, now: new Date(), stripe: stripeClient() })).rejects.toMatchObject({ code: 'INVALID_INPUT' })

    const url = await openDepositCheckout(payload, token, { accepted: true, now: new Date(), stripe: stripeClient() })
    const checkout = [...fake.sessions.values()].find((s) => s.url === url)!
    expect(checkout).toMatchObject({ customer_creation: 'always', setup_future_usage: 'off_session', metadata: { purpose: 'private-deposit', privateSessionId: String(proposal.id) } })
    expect(checkout.line_items).toEqual([{ quantity: 1, unit_amount: 22_500, name: expect.stringContaining('50% deposit') }])

    const paid = fake.pay(checkout.id)
    const event = { id: 'evt_private', object: 'event', type: 'checkout.session.completed', data: { object: paid }, created: 0 } as never
    const session = await payload.findByID({ collection: 'private-sessions', id: proposal.id, overrideAccess: true })
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => handleStripeEvent(payload, event)),
      applyReturnedCheckout(payload, session, checkout.id, { stripe: stripeClient(), now: new Date() }),
    ])
    const recorded = answers.filter((a) => a === true || (a as { privateDeposit?: boolean }).privateDeposit === true)
    expect(recorded).toHaveLength(1)

    const confirmed = await payload.findByID({ collection: 'private-sessions', id: proposal.id, overrideAccess: true })
    expect(confirmed).toMatchObject({ status: 'confirmed', depositCents: 22_500, balanceCents: 22_500, stripeCustomerId: paid.customer, stripePaymentIntentId: paid.payment_intent })
    expect(confirmed.history?.filter((h) => h.what?.includes('confirmed'))).toHaveLength(1)
    const emails = await emailsOf(`private-confirmation:${proposal.id}`)
    expect(emails).toHaveLength(1)
    expect(emails[0].attachments).toEqual([expect.objectContaining({ filename: 'session.ics' })])
    expect(emails[0].text).toContain('balance of $225.00')

    // Confirmed, the session blocks Dana's time after the proposal's own open period.
    await expect(propose(dana.id, new Date(new Date(confirmed.startTime).getTime() + 30 * MIN))).rejects.toMatchObject({ code: 'INSTRUCTOR_BUSY' })
  })

  it('takes the full price at once for a session less than 14 days (336 hours) away', async () => {
    const dana = await instructor('Dana')
    const proposal = await propose(dana.id, inDays(10))
    const url = await openDepositCheckout(payload, await linkOf(proposal.id), { accepted: true, now: new Date(), stripe: stripeClient() })
    const checkout = [...fake.sessions.values()].find((s) => s.url === url)!
    expect(checkout.line_items[0].unit_amount).toBe(45_000)
    await handleStripeEvent(payload, { id: 'evt_full', object: 'event', type: 'checkout.session.completed', data: { object: fake.pay(checkout.id) }, created: 0 } as never)
    expect(await payload.findByID({ collection: 'private-sessions', id: proposal.id, overrideAccess: true })).toMatchObject({ status: 'confirmed', depositCents: 45_000, balanceCents: 0 })
  })
})
