import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { cashOutCredit } from '@/server/credits/cashOutCredit'
import { deliverGiftCertificate } from '@/server/gifts/deliverGiftCertificate'
import { expireClassCredits } from '@/server/credits/expireClassCredits'
import { releaseExpiredHolds } from '@/server/payments/releaseExpiredHolds'
import { periodFigures } from '@/server/reports/periodFigures'
import { joinWaitlist } from '@/server/waitlist/joinWaitlist'

import { adultBody, motherDaughterBody, newContactEmail, postJson } from '../helpers/bookings'
import { makeBooking, makeClass, makeSchedule } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { DAY, manageTokenOfBooking, readBooking, scheduleInDays, stripeWebhook } from '../helpers/stripeFlow'

// The real stripe SDK against the fake Stripe server.
const fake = await vi.hoisted(async () => (await import('../helpers/fakeStripe')).startFakeStripeForApp())

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(() => fake.close())

const credit = (id: number) => payload.findByID({ collection: 'class-credits', id, overrideAccess: true })
const ledger = async (creditId: number) =>
  (await payload.find({ collection: 'credit-ledger', where: { credit: { equals: creditId } }, sort: 'id', pagination: false, depth: 0, overrideAccess: true })).docs.map((row) => ({
    entry: row.entry,
    amountCents: row.amountCents,
    balanceCents: row.balanceCents,
    booking: row.booking ?? null,
  }))
const emailsTo = async (to: string) => (await payload.find({ collection: 'emails', where: { to: { equals: to } }, sort: 'id', pagination: false, overrideAccess: true })).docs

const GIFT_CODE = /GC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/

/**
 * A paid gift certificate of `cents` (its 'issued' row written by the collection's hook), delivered: its code made
 * then and read, as its recipient does, from the email.
 */
async function certificate(cents: number) {
  const made = await payload.create({ collection: 'class-credits', data: { kind: 'gift-certificate', status: 'active', amountCents: cents, customerEmail: newContactEmail() }, overrideAccess: true })
  expect(await deliverGiftCertificate(payload, made.id, new Date())).toBe(true)
  const [email] = await emailsTo(made.customerEmail)
  return { ...made, code: GIFT_CODE.exec(email.text ?? '')![0] }
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date())

describe('buying a gift certificate', () => {
  it('prices it on the server, pays through Checkout, issues it once in the ledger, emails the buyer and (delivery today) the recipient with the card', async () => {
    const buyer = newContactEmail()
    const recipient = newContactEmail()
    const order = { choice: 'amount', amountDollars: '50', buyerName: 'Ada Buyer', buyerEmail: buyer, recipientName: 'Bea Friend', recipientEmail: recipient, message: 'Happy birthday!', deliveryDate: today(), recaptchaToken: 'captcha-disabled' }

    const refused = await postJson('/api/gift-certificates/buy', { ...order, amountDollars: '600', message: 'x'.repeat(301) })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { issues: { path: string }[] }).issues.map((i) => i.path).sort()).toEqual(['amountDollars', 'message'])

    const answer = await postJson('/api/gift-certificates/buy', order)
    expect(answer.status).toBe(200)
    const { redirectTo } = (await answer.json()) as { redirectTo: string }
    const session = [...fake.sessions.values()].find((s) => s.url === redirectTo)!
    expect(session.line_items).toEqual([{ quantity: 1, unit_amount: 5000, name: 'Gift certificate of $50.00 for Bea Friend' }])
    const creditId = Number(session.metadata.creditId)
    expect(await credit(creditId)).toMatchObject({ kind: 'gift-certificate', status: 'pending', remainingCents: 0, expiresAt: null })
    expect(await ledger(creditId)).toEqual([])

    const paid = fake.pay(session.id)
    for (let i = 0; i < 3; i++) expect((await stripeWebhook('checkout.session.completed', paid)).status).toBe(200)
    const issued = await credit(creditId)
    expect(issued).toMatchObject({ status: 'active', amountCents: 5000, remainingCents: 5000, expiresAt: null })
    expect(issued.gift?.deliveredAt).toBeTruthy()
    expect(await ledger(creditId)).toEqual([{ entry: 'issued', amountCents: 5000, balanceCents: 5000, booking: null }])

    const [toRecipient, ...more] = await emailsTo(recipient)
    expect(more).toHaveLength(0)
    expect(toRecipient).toMatchObject({ kind: 'gift-certificate' })
    // The code was made at delivery: in the recipient's email, stored only as its hash and hint.
    const code = GIFT_CODE.exec(toRecipient.text ?? '')![0]
    expect(issued.codeHint).toBe(`GC-…-${code.slice(-4)}`)
    expect(toRecipient.text).toContain('Happy birthday!')
    expect((toRecipient.attachments as { contentType: string }[])[0].contentType).toBe('application/pdf')
    const receipts = await emailsTo(buyer)
    expect(receipts.map((e) => e.kind)).toEqual(['gift-certificate-receipt'])
    expect(receipts[0].text).toContain('Paid: $50.00')
    expect(receipts[0].text).not.toMatch(GIFT_CODE)
  })

  it('a class-sized certificate is worth the class price from the class data, whatever the browser says', async () => {
    await makeClass(payload, { type: 'public-mother-daughter', priceCents: 13900 })
    const answer = await postJson('/api/gift-certificates/buy', {
      choice: 'mother-daughter-class', amountDollars: '1', buyerName: 'Ada', buyerEmail: newContactEmail(), recipientName: 'Bea', recipientEmail: newContactEmail(), deliveryDate: today(), recaptchaToken: 'captcha-disabled', priceCents: 100,
    })
    const { redirectTo } = (await answer.json()) as { redirectTo: string }
    const session = [...fake.sessions.values()].find((s) => s.url === redirectTo)!
    expect(session.line_items[0].unit_amount).toBeGreaterThanOrEqual(13900)
  })
})

describe('redeeming a gift certificate while booking', () => {
  it('20 concurrent bookings with a $50 certificate spend at most $50, each spending a row of the ledger', async () => {
    const gift = await certificate(5000)
    const schedule = await makeSchedule(payload, { availableSpots: 40, class: (await makeClass(payload, { priceCents: 2000 })).id })
    const answers = await Promise.all(Array.from({ length: 20 }, () => postJson('/api/create-booking', { ...adultBody(schedule.id), creditCode: gift.code })))
    const ok = answers.filter((a) => a.status === 200)
    expect(ok.length).toBe(3) // $20 + $20 + $10 (and $10 to the card)
    const users = await payload.find({ collection: 'bookings', where: { classCredit: { equals: gift.id } }, pagination: false, overrideAccess: true })
    expect(users.docs.reduce((sum, b) => sum + (b.creditCents ?? 0), 0)).toBe(5000)
    expect(await credit(gift.id)).toMatchObject({ remainingCents: 0, status: 'used' })
    const rows = await ledger(gift.id)
    expect(rows.filter((r) => r.entry === 'spent').reduce((sum, r) => sum + r.amountCents, 0)).toBe(5000)
    expect(rows.filter((r) => r.entry === 'spent').every((r) => users.docs.some((b) => b.id === r.booking))).toBe(true)
  })

  it("a hold that lapses gives the code's money back, in the ledger too", async () => {
    const gift = await certificate(5000)
    const schedule = await makeSchedule(payload)
    const answer = await postJson('/api/create-booking', { ...adultBody(schedule.id), creditCode: gift.code })
    const { bookingId } = (await answer.json()) as { bookingId: number }
    expect(await credit(gift.id)).toMatchObject({ remainingCents: 0 })
    await releaseExpiredHolds(payload, new Date(Date.now() + DAY), { stripe: null })
    expect((await readBooking(payload, bookingId)).status).toBe('expired')
    expect(await credit(gift.id)).toMatchObject({ remainingCents: 5000, status: 'active' })
    expect(await ledger(gift.id)).toEqual([
      { entry: 'issued', amountCents: 5000, balanceCents: 5000, booking: null },
      { entry: 'spent', amountCents: 5000, balanceCents: 0, booking: bookingId },
      { entry: 'returned', amountCents: 5000, balanceCents: 5000, booking: bookingId },
    ])
  })
})

describe("a waitlist offer's checkout takes a code too", () => {
  /** A full one-seat class whose seat just freed: the waiting party is offered it (a held booking). */
  async function offer() {
    const schedule = await makeSchedule(payload, { availableSpots: 1 })
    const { booking } = await makeBooking(payload, { schedule: schedule.id })
    const joined = await joinWaitlist(payload, adultBody(schedule.id, [], newContactEmail()))
    await payload.update({ collection: 'bookings', id: booking.id, data: { status: 'cancelled' }, overrideAccess: true })
    const entry = await payload.findByID({ collection: 'waitlist-entries', id: joined.entryId, depth: 0, overrideAccess: true })
    return { token: joined.path.split('/').pop(), bookingId: entry.offerBooking as number }
  }

  it('the code pays what it covers, the card the rest; declining the offer gives the code its money back', async () => {
    const gift = await certificate(5000)
    const { token, bookingId } = await offer()
    expect((await postJson('/api/waitlist/pay', { token, creditCode: gift.code })).status).toBe(200)
    expect(await readBooking(payload, bookingId)).toMatchObject({ totalCents: 2500, creditCents: 5000, classCredit: gift.id })
    expect([...fake.sessions.values()].filter((s) => s.client_reference_id === String(bookingId)).map((s) => s.line_items[0].unit_amount)).toEqual([2500])
    expect(await credit(gift.id)).toMatchObject({ remainingCents: 0 })
    expect((await postJson('/api/waitlist/leave', { token })).status).toBe(200)
    expect(await credit(gift.id)).toMatchObject({ remainingCents: 5000, status: 'active' })
    expect((await ledger(gift.id)).map((r) => [r.entry, r.amountCents, r.booking])).toEqual([
      ['issued', 5000, null],
      ['spent', 5000, bookingId],
      ['returned', 5000, bookingId],
    ])
  })
})

describe('refunds split between the certificate and the card', () => {
  it("cancelled 20 days out: the certificate's share goes back to the certificate, the card's to the card, and the email says both", async () => {
    const gift = await certificate(5000)
    const cls = await makeClass(payload, { type: 'public-mother-daughter', priceCents: 13900 })
    const schedule = await scheduleInDays(payload, 20, { class: cls.id })
    const answer = await postJson('/api/create-booking', { ...motherDaughterBody(schedule.id), creditCode: gift.code })
    const { bookingId } = (await answer.json()) as { bookingId: number }
    const session = [...fake.sessions.values()].find((s) => s.client_reference_id === String(bookingId))!
    expect(session.line_items[0].unit_amount).toBe(8900)
    const paid = fake.pay(session.id)
    await stripeWebhook('checkout.session.completed', paid)
    expect(await readBooking(payload, bookingId)).toMatchObject({ status: 'confirmed', totalCents: 8900, creditCents: 5000 })

    const cancelled = await postJson('/api/manage-booking/cancel', { token: await manageTokenOfBooking(payload, bookingId) })
    expect(((await cancelled.json()) as { refund: string }).refund).toBe('refunded')
    expect(fake.refunds.filter((r) => r.payment_intent === paid.payment_intent).map((r) => r.amount)).toEqual([8900])
    expect(await credit(gift.id)).toMatchObject({ remainingCents: 5000, status: 'active' })
    expect((await ledger(gift.id)).slice(-1)).toEqual([{ entry: 'returned', amountCents: 5000, balanceCents: 5000, booking: bookingId }])
    const email = (await payload.find({ collection: 'emails', where: { and: [{ booking: { equals: bookingId } }, { kind: { equals: 'booking-cancelled' } }] }, overrideAccess: true })).docs[0]
    expect(email.text).toContain('$89.00')
    expect(email.text).toContain('The $50.00 paid with your gift certificate is back on that gift certificate')
  })
})

const NEVER_EXPIRES = { data: { errors: [expect.objectContaining({ path: 'expiresAt', message: 'A gift certificate never expires: leave this empty.' })] } }

describe('the rules of a gift certificate', () => {
  it('never gets an expiry: refused on create and on update, and the expiry job leaves it', async () => {
    await expect(
      payload.create({ collection: 'class-credits', data: { kind: 'gift-certificate', status: 'active', amountCents: 2500, customerEmail: newContactEmail(), expiresAt: new Date(Date.now() + DAY).toISOString() }, overrideAccess: true }),
    ).rejects.toMatchObject(NEVER_EXPIRES)
    const gift = await certificate(2500)
    expect(gift.expiresAt ?? null).toBeNull()
    await expect(payload.update({ collection: 'class-credits', id: gift.id, data: { expiresAt: new Date().toISOString() }, overrideAccess: true })).rejects.toMatchObject(NEVER_EXPIRES)
    await expireClassCredits(payload, new Date(Date.now() + 3650 * DAY))
    expect(await credit(gift.id)).toMatchObject({ status: 'active', remainingCents: 2500, expiresAt: null })
  })

  it('a balance under $10 is paid out in cash on request, recorded in the ledger; $10 or more is not', async () => {
    const small = await certificate(999)
    expect(await cashOutCredit(payload, small.id, 'Owner (owner@example.com)')).toBe('$9.99 paid out in cash. The gift certificate\'s balance is now $0.00.')
    expect(await credit(small.id)).toMatchObject({ remainingCents: 0, status: 'used' })
    expect((await ledger(small.id)).slice(-1)).toEqual([{ entry: 'cashed-out', amountCents: 999, balanceCents: 0, booking: null }])
    await expect(cashOutCredit(payload, small.id, 'Owner')).rejects.toThrow(/no balance/)
    const big = await certificate(1000)
    await expect(cashOutCredit(payload, big.id, 'Owner')).rejects.toThrow(/under \$10\.00/)
  })

  it("the owner's figures: sold, paid out and outstanding move with the ledger", async () => {
    const month = { from: new Date(Date.now() - 30 * DAY), to: new Date(Date.now() + DAY) }
    const figures = async () => (await periodFigures(payload, [month]))[0].gifts
    const before = await figures()
    await certificate(3000)
    const small = await certificate(900)
    await cashOutCredit(payload, small.id, 'Owner')
    const after = await figures()
    expect({
      sold: after.sold - before.sold,
      soldCents: after.soldCents - before.soldCents,
      cashedOutCents: after.cashedOutCents - before.cashedOutCents,
      outstandingCents: after.outstandingCents - before.outstandingCents,
    }).toEqual({ sold: 2, soldCents: 3900, cashedOutCents: 900, outstandingCents: 3000 })
  })
})
