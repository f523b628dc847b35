import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { creditCodeHash } from '@/domain/credits/creditCode'
import { CODE_HASH_SQL } from '@/migrations/20261129_024425_private_balance_policies_people_invoices_codes'
import type { PrivateSession } from '@/payload-types'
import { reserveCredit } from '@/server/credits/creditLedger'
import { emailNewCreditCode } from '@/server/credits/emailNewCreditCode'
import { deliverGiftCertificate } from '@/server/gifts/deliverGiftCertificate'
import { handleStripeEvent } from '@/server/payments/stripeEvents'
import { stripeClient } from '@/server/payments/stripe'
import { openDepositCheckout } from '@/server/privateSessions/payDeposit'
import { drizzleOf, inTransaction } from '@/server/transaction'

import { newContactEmail } from '../helpers/bookings'
import { makeUser } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

// The real stripe SDK against the fake Stripe HTTP server, started before the app's env is read.
const fake = await vi.hoisted(async () => (await import('../helpers/fakeStripe')).startFakeStripeForApp())

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(() => fake.close())

const DAY = 24 * 3_600_000
const GIFT_CODE = /GC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/

const db = async () => drizzleOf(payload)
const rowOf = async (id: number) => (await (await db()).execute<Record<string, unknown>>(sql`select * from class_credits where id = ${id}`)).rows[0]
const ledger = async (creditId: number) =>
  (await payload.find({ collection: 'credit-ledger', where: { credit: { equals: creditId } }, sort: 'id', pagination: false, depth: 0, overrideAccess: true })).docs.map((r) => [r.entry, r.amountCents])
const creditOf = (id: number) => payload.findByID({ collection: 'class-credits', id, depth: 0, overrideAccess: true })
const sessionOf = (id: number) => payload.findByID({ collection: 'private-sessions', id, depth: 0, overrideAccess: true })

/** A delivered gift certificate of `cents`, its code read from the recipient's email. */
async function certificate(cents: number) {
  const made = await payload.create({ collection: 'class-credits', data: { kind: 'gift-certificate', status: 'active', amountCents: cents, customerEmail: newContactEmail() }, overrideAccess: true })
  await deliverGiftCertificate(payload, made.id, new Date())
  const email = (await payload.find({ collection: 'emails', where: { dedupeKey: { equals: `gift-certificate:${made.id}` } }, overrideAccess: true })).docs[0]
  return { id: made.id, code: GIFT_CODE.exec(email.text ?? '')![0] }
}

describe('codes are stored only as a hash and a hint', () => {
  it('a class credit is found by its code, though the code is nowhere in its row', async () => {
    const made = await payload.create({ collection: 'class-credits', data: { status: 'active', amountCents: 4000, customerEmail: newContactEmail() }, overrideAccess: true })
    const code = made.code!
    expect(code).toMatch(/^CR-\w{4}-\w{4}-\w{4}$/)
    const row = await rowOf(made.id)
    expect(Object.keys(row)).not.toContain('code')
    expect(JSON.stringify(row)).not.toContain(code.slice(3))
    expect(row).toMatchObject({ code_hash: creditCodeHash(code), code_hint: `CR-…-${code.slice(-4)}` })
    // Read again, the credit has no code, only its hint.
    expect((await creditOf(made.id)).code).toBeFalsy()

    // Found by the code as a customer types it (lower case, no prefix), by hash.
    const reserved = await inTransaction(payload, (tx) => reserveCredit(tx, code.slice(3).toLowerCase(), 1500, new Date()))
    expect(reserved).toMatchObject({ creditId: made.id, appliedCents: 1500 })
    // The owner's /cms list search (like) and where[code][equals] find it by the whole code, and by its last four.
    for (const where of [{ codeHash: { like: code.toLowerCase() } }, { code: { equals: code } }, { codeHash: { like: code.slice(-4) } }] as Where[]) {
      const found = await payload.find({ collection: 'class-credits', where: { and: [where, { customerEmail: { equals: made.customerEmail } }] }, overrideAccess: true })
      expect(found.docs.map((d) => d.id)).toEqual([made.id])
    }
  })

  it("the owner's 'Email a new code': the old code stops working, the new one is emailed, the ledger says so, the balance stays", async () => {
    const made = await payload.create({ collection: 'class-credits', data: { status: 'active', amountCents: 3000, customerEmail: newContactEmail() }, overrideAccess: true, context: { dontEmailCustomer: true } })
    const old = made.code!
    expect(await emailNewCreditCode(payload, made.id, 'Olivia Owner')).toMatch(new RegExp(`^A new code \\(CR-…-\\w{4}\\) was emailed to ${made.customerEmail.replace(/[.+]/g, '\\$&')}\\. The old code no longer works; the balance is unchanged\\.$`))
    const email = (await payload.find({ collection: 'emails', where: { and: [{ to: { equals: made.customerEmail } }, { dedupeKey: { like: 'new-credit-code:' } }] }, overrideAccess: true })).docs[0]
    const fresh = /CR-\w{4}-\w{4}-\w{4}/.exec(email.text ?? '')![0]
    expect(fresh).not.toBe(old)
    await expect(inTransaction(payload, (tx) => reserveCredit(tx, old, 1000, new Date()))).rejects.toMatchObject({ code: 'CREDIT_REFUSED' })
    expect(await inTransaction(payload, (tx) => reserveCredit(tx, fresh, 1000, new Date()))).toMatchObject({ creditId: made.id, appliedCents: 1000 })
    expect(await ledger(made.id)).toEqual([['issued', 3000], ['new-code', 0], ['spent', 1000]])
    const row = await rowOf(made.id)
    expect([row.code_hint, Number(row.remaining_cents)]).toEqual([`CR-…-${fresh.slice(-4)}`, 2000])
  })

  it("the migration's SQL hash is the app's", async () => {
    const code = 'GC-7KQ2-AB12-ZZ90'
    const { rows } = await (await db()).execute<{ hash: string }>(sql`select ${CODE_HASH_SQL} as hash from (select ${code.toLowerCase()}::text as code) t`)
    expect(rows[0].hash).toBe(creditCodeHash(code))
    expect(rows[0].hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('a gift certificate gets its code when it is delivered, not when it is bought', async () => {
    const made = await payload.create({
      collection: 'class-credits',
      data: { kind: 'gift-certificate', status: 'active', amountCents: 5000, customerEmail: newContactEmail(), gift: { deliveryDate: '2999-01-01' } },
      overrideAccess: true,
    })
    expect(made.code).toBeFalsy()
    expect(await rowOf(made.id)).toMatchObject({ code_hash: null, code_hint: null })
    expect(await deliverGiftCertificate(payload, made.id, new Date())).toBe(false) // not due yet
    await payload.update({ collection: 'class-credits', id: made.id, data: { gift: { deliveryDate: null } }, overrideAccess: true })
    expect(await deliverGiftCertificate(payload, made.id, new Date())).toBe(true)
    const email = (await payload.find({ collection: 'emails', where: { dedupeKey: { equals: `gift-certificate:${made.id}` } }, overrideAccess: true })).docs[0]
    const code = GIFT_CODE.exec(email.text ?? '')![0]
    expect(await rowOf(made.id)).toMatchObject({ code_hash: creditCodeHash(code), code_hint: `GC-…-${code.slice(-4)}` })
  })
})

describe('codes on a private session deposit', () => {
  /** A proposal of $300 total, 40 days out (so a 50% deposit), and its private link's token. */
  async function proposal(priceCents = 30_000): Promise<{ session: PrivateSession; token: string }> {
    const instructor = await makeUser(payload, 'instructor')
    const start = new Date(Date.now() + 40 * DAY)
    const session = await payload.create({
      collection: 'private-sessions',
      data: {
        status: 'proposal-sent',
        program: 'workplace',
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 90 * 60_000).toISOString(),
        meetingKind: 'venue',
        meetingAddress: '100 Main St, Walnut Creek',
        instructor: instructor.id,
        participants: 3,
        pricing: 'flat',
        priceCents,
        openUntil: new Date(Date.now() + 5 * DAY).toISOString(),
        organizerName: 'Olga Organizer',
        organizerEmail: newContactEmail(),
        startTime_tz: 'America/Los_Angeles',
        endTime_tz: 'America/Los_Angeles',
        openUntil_tz: 'America/Los_Angeles',
      },
      overrideAccess: true,
    })
    const email = (await payload.find({ collection: 'emails', where: { dedupeKey: { equals: `private-proposal:${session.id}` } }, overrideAccess: true })).docs[0]
    return { session, token: /\/private-sessions\/([A-Za-z0-9_-]{43})/.exec(email.text ?? '')![1] }
  }
  const pay = (token: string, codes: { promoCode?: string; creditCode?: string }) => openDepositCheckout(payload, token, { accepted: true, now: new Date(), stripe: stripeClient(), codes })
  const checkoutAt = (url: string) => [...fake.sessions.values()].find((s) => s.url === url)!
  const event = (type: string, object: unknown) => ({ id: `evt_${Math.random()}`, object: 'event', type, data: { object }, created: 0 }) as never

  it('a promo code comes off the total: the deposit is half of the discounted total, and its use is counted', async () => {
    const code = `PRIV${Math.random().toString(36).slice(2, 7).toUpperCase()}`
    await payload.create({ collection: 'promo-codes', data: { code, discountType: 'percent', percentOff: 20, classKinds: ['private'], totalUses: 1 }, overrideAccess: true })
    const { session, token } = await proposal()
    const checkout = checkoutAt(await pay(token, { promoCode: code.toLowerCase() }))
    expect(checkout.line_items[0].unit_amount).toBe(12_000) // ($300 - 20%) / 2
    // Its one use is held by this open checkout: another proposal is refused.
    const other = await proposal()
    await expect(pay(other.token, { promoCode: code })).rejects.toMatchObject({ code: 'PROMO_REFUSED' })
    await handleStripeEvent(payload, event('checkout.session.completed', fake.pay(checkout.id)))
    expect(await sessionOf(session.id)).toMatchObject({ status: 'confirmed', discountCents: 6000, depositCents: 12_000, balanceCents: 12_000 })
    const confirmation = (await payload.find({ collection: 'emails', where: { dedupeKey: { equals: `private-confirmation:${session.id}` } }, overrideAccess: true })).docs[0]
    expect(confirmation.text).toContain(`Promo code ${code}: -$60.00`)
  })

  it('a $50 certificate on a $150 deposit: $100 to Stripe, the ledger says spent; a lapsed checkout gives it back', async () => {
    const gift = await certificate(5000)
    const { session, token } = await proposal()
    const first = checkoutAt(await pay(token, { creditCode: gift.code }))
    expect(first.line_items[0].unit_amount).toBe(10_000)
    expect(await ledger(gift.id)).toEqual([['issued', 5000], ['spent', 5000]])
    await handleStripeEvent(payload, event('checkout.session.expired', { ...first, status: 'expired' }))
    expect(await creditOf(gift.id)).toMatchObject({ remainingCents: 5000, status: 'active' })
    expect(await sessionOf(session.id)).toMatchObject({ status: 'proposal-sent', creditCents: 0, classCredit: null })

    const again = checkoutAt(await pay(token, { creditCode: gift.code }))
    await handleStripeEvent(payload, event('checkout.session.completed', fake.pay(again.id)))
    expect(await sessionOf(session.id)).toMatchObject({ status: 'confirmed', creditCents: 5000, classCredit: gift.id, depositCents: 15_000, balanceCents: 15_000 })
    expect(await ledger(gift.id)).toEqual([['issued', 5000], ['spent', 5000], ['returned', 5000], ['spent', 5000]])
    const confirmation = (await payload.find({ collection: 'emails', where: { dedupeKey: { equals: `private-confirmation:${session.id}` } }, overrideAccess: true })).docs[0]
    expect(confirmation.text).toContain('$50.00 of it was paid with your gift certificate')
  })

  it('a $300 deposit less a $50 certificate sends $250 to Stripe; a certificate covering all confirms with no checkout', async () => {
    const small = await certificate(5000)
    const big = await proposal(60_000)
    expect(checkoutAt(await pay(big.token, { creditCode: small.code })).line_items[0].unit_amount).toBe(25_000)

    const gift = await certificate(20_000)
    const { session, token } = await proposal()
    const before = fake.sessions.size
    expect(await pay(token, { creditCode: gift.code })).toBe(`/private-sessions/${token}`)
    expect(fake.sessions.size).toBe(before)
    expect(await sessionOf(session.id)).toMatchObject({ status: 'confirmed', creditCents: 15_000, depositCents: 15_000, balanceCents: 15_000 })
    expect(await creditOf(gift.id)).toMatchObject({ remainingCents: 5000 })
    expect(await ledger(gift.id)).toEqual([['issued', 20_000], ['spent', 15_000]])
  })
})
