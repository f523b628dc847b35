import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { loadDashboard } from '@/server/admin/dashboard'
import { handleStripeEvent } from '@/server/payments/stripeEvents'
import { stripeClient } from '@/server/payments/stripe'
import { settleBalance, settleEachDueBalance } from '@/server/privateSessions/chargeBalance'
import { applyReturnedBalanceCheckout, openBalanceCheckout } from '@/server/privateSessions/payBalanceByLink'

import { makeUser } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { confirmedPrivateSession } from '../helpers/privateSessions'

// The real stripe SDK against the fake Stripe HTTP server, started before the app's env is read.
const fake = await vi.hoisted(async () => (await import('../helpers/fakeStripe')).startFakeStripeForApp())

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})
afterEach(() => {
  fake.offSession = 'succeed'
})
afterAll(() => fake.close())

const HOUR = 3_600_000

const read = (id: number) => payload.findByID({ collection: 'private-sessions', id, overrideAccess: true, showHiddenFields: true })
const emailsOf = async (key: string) => (await payload.find({ collection: 'emails', where: { dedupeKey: { like: key } }, overrideAccess: true, sort: 'createdAt' })).docs
const chargesOf = (id: number) => [...fake.paymentIntents.values()].filter((pi) => pi.idempotencyKey === `private-balance-${id}`)

const confirmedSession = (startInDays: number) => confirmedPrivateSession(payload, fake, startInDays)

describe('the balance at its due time', () => {
  it('is not charged a minute before; at the due time the saved card is charged once, with one key, however many runs at once', async () => {
    const { session, due } = await confirmedSession(60)
    await settleEachDueBalance(payload, { stripe: stripeClient(), now: new Date(due.getTime() - 60_000) })
    expect(chargesOf(session.id)).toHaveLength(0)
    expect((await read(session.id)).balancePaidAt).toBeFalsy()

    const asks = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length
    const before = asks()
    await Promise.all([settleEachDueBalance(payload, { stripe: stripeClient(), now: due }), settleEachDueBalance(payload, { stripe: stripeClient(), now: due }), settleBalance(payload, session.id, { stripe: stripeClient(), now: due })])
    await settleEachDueBalance(payload, { stripe: stripeClient(), now: new Date(due.getTime() + HOUR) })

    const charges = chargesOf(session.id)
    expect(charges).toHaveLength(1)
    expect(asks() - before).toBe(1)
    const deposit = fake.paymentIntents.get(session.stripePaymentIntentId!)!
    expect(charges[0]).toMatchObject({ amount: 22_500, currency: 'usd', off_session: true, customer: session.stripeCustomerId, payment_method: deposit.payment_method, metadata: { purpose: 'private-balance', privateSessionId: String(session.id) } })
    const paid = await read(session.id)
    expect(paid).toMatchObject({ balancePaymentIntentId: charges[0].id, balancePaidAt: due.toISOString() })
    expect(paid.history?.filter((h) => h.what === 'Balance of $225.00 charged to the saved card')).toHaveLength(1)
    const receipts = await emailsOf(`private-balance-receipt:${session.id}`)
    expect(receipts).toHaveLength(1)
    expect(receipts[0]).toMatchObject({ kind: 'private-balance-receipt', to: session.organizerEmail })
    expect(receipts[0].text).toContain('we received the balance of $225.00')
    expect(await emailsOf(`private-balance-link:${session.id}`)).toHaveLength(0)
  })

  it('a decline emails the link once, never charges off-session again, reminds every 2 days until the start; paid through the link it is recorded once', async () => {
    const { session, token, due } = await confirmedSession(70)
    const owner = await makeUser(payload, 'owner')
    // The dashboard lists the soonest ten; other files' declined sessions may start sooner, so the count tells.
    const overdue = async () => (await loadDashboard(payload, owner, new Date())).overdueBalances!
    const overdueBefore = (await overdue()).total
    fake.offSession = 'decline'
    expect(await settleBalance(payload, session.id, { stripe: stripeClient(), now: due })).toBe('declined')
    fake.offSession = 'succeed'
    const at = (hours: number) => new Date(due.getTime() + hours * HOUR)
    const outcomes = []
    for (const hours of [1, 47, 48, 48.1, 95, 96, 200, 336, 400]) outcomes.push(await settleBalance(payload, session.id, { stripe: stripeClient(), now: at(hours) }))
    // Reminders at 2 and 4 days, then (each 2 days after the last) at 200 h; none once the session started (336 h).
    expect(outcomes).toEqual([null, null, 'reminded', null, null, 'reminded', 'reminded', null, null])
    expect(chargesOf(session.id)).toHaveLength(1)

    const declined = await read(session.id)
    expect(declined).toMatchObject({ balanceDeclinedAt: due.toISOString(), balanceDeclineReason: 'the card has insufficient funds' })
    expect(declined.balancePaidAt).toBeFalsy()
    expect(declined.history?.map((h) => h.what)).toContain('Balance of $225.00 not charged to the saved card: the card has insufficient funds. The organizer was emailed a link to pay it.')
    const [link] = await emailsOf(`private-balance-link:${session.id}`)
    expect(link.text).toContain('did not go through: the card has insufficient funds')
    expect(link.text).toContain(`/private-sessions/${token}`)
    const reminders = await emailsOf(`private-balance-reminder:${session.id}:%`)
    expect(reminders.map((e) => e.dedupeKey)).toEqual([1, 2, 4].map((n) => `private-balance-reminder:${session.id}:${n}`))
    const listed = await overdue()
    expect(listed.total).toBe(overdueBefore + 1)
    if (listed.total <= listed.docs.length) expect(listed.docs.map((d) => d.id)).toContain(session.id)

    // 'Pay the balance': a Checkout for the balance; its webhook (three times) and the return race; recorded once.
    const url = await openBalanceCheckout(payload, token, { now: new Date(), stripe: stripeClient() })
    const checkout = [...fake.sessions.values()].find((s) => s.url === url)!
    expect(checkout).toMatchObject({ metadata: { purpose: 'private-balance', privateSessionId: String(session.id) } })
    expect(checkout.line_items[0].unit_amount).toBe(22_500)
    const paid = fake.pay(checkout.id)
    const event = { id: `evt_${checkout.id}`, object: 'event', type: 'checkout.session.completed', data: { object: paid }, created: 0 } as never
    const fresh = await read(session.id)
    const answers = await Promise.all([
      handleStripeEvent(payload, event),
      handleStripeEvent(payload, event),
      handleStripeEvent(payload, event),
      applyReturnedBalanceCheckout(payload, fresh, checkout.id, { stripe: stripeClient(), now: new Date() }),
    ])
    expect(answers.filter((a) => a === true || (a as { privateBalance?: boolean }).privateBalance === true)).toHaveLength(1)
    const settled = await read(session.id)
    expect(settled).toMatchObject({ balancePaymentIntentId: paid.payment_intent })
    expect(settled.balancePaidAt).toBeTruthy()
    expect(settled.history?.filter((h) => h.what === 'Balance of $225.00 paid through the link')).toHaveLength(1)
    expect(await emailsOf(`private-balance-receipt:${session.id}`)).toHaveLength(1)
    expect((await overdue()).total).toBe(overdueBefore)
    expect((await overdue()).docs.map((d) => d.id)).not.toContain(session.id)
    expect(await settleBalance(payload, session.id, { stripe: stripeClient(), now: at(250) })).toBeNull()
    expect(chargesOf(session.id)).toHaveLength(1)
  })

  it('authentication required is answered like a decline: the link, in plain words', async () => {
    const { session, due } = await confirmedSession(80)
    fake.offSession = 'requires-action'
    expect(await settleBalance(payload, session.id, { stripe: stripeClient(), now: due })).toBe('declined')
    expect(await read(session.id)).toMatchObject({ balanceDeclineReason: "the card's bank asks the cardholder to confirm the payment" })
    expect(await emailsOf(`private-balance-link:${session.id}`)).toHaveLength(1)
  })

  it('Stripe unreachable is no answer: nothing recorded, no email, charged on the next run', async () => {
    const { session, due } = await confirmedSession(90)
    fake.offSession = 'unreachable'
    expect(await settleBalance(payload, session.id, { stripe: stripeClient(), now: due })).toBe('no-answer')
    const untouched = await read(session.id)
    expect(untouched.balancePaidAt ?? untouched.balanceDeclinedAt ?? null).toBeNull()
    for (const kind of ['receipt', 'link', 'reminder']) expect(await emailsOf(`private-balance-${kind}:${session.id}`)).toHaveLength(0)

    fake.offSession = 'succeed'
    expect(await settleBalance(payload, session.id, { stripe: stripeClient(), now: new Date(due.getTime() + 60_000) })).toBe('charged')
    expect(chargesOf(session.id)).toHaveLength(1)
    expect(await emailsOf(`private-balance-receipt:${session.id}`)).toHaveLength(1)
  })

  it('without Stripe (the demo site) the balance is taken as paid through the same recording', async () => {
    const { session, due } = await confirmedSession(100)
    expect(await settleBalance(payload, session.id, { stripe: null, now: due })).toBe('charged')
    expect((await read(session.id)).history?.map((h) => h.what)).toContain('Balance of $225.00 charged to the saved card')
    expect(chargesOf(session.id)).toHaveLength(0)
  })

  it('never charges a session that is no longer confirmed', async () => {
    const { session, due } = await confirmedSession(110)
    await payload.update({ collection: 'private-sessions', id: session.id, data: { status: 'withdrawn' }, overrideAccess: true })
    expect(await settleBalance(payload, session.id, { stripe: stripeClient(), now: due })).toBeNull()
    expect(chargesOf(session.id)).toHaveLength(0)
  })
})
