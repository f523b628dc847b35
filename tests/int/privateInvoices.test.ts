import type { Payload, Where } from 'payload'
import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'

import { DEMO_SESSION_PREFIX } from '@/domain/bookings/sessionIds'
import { fulfilPrivateDeposit } from '@/server/privateSessions/payDeposit'
import { issuePrivateInvoice } from '@/server/privateSessions/invoices/issuePrivateInvoice'
import { receiptPdf } from '@/server/privateSessions/invoices/receiptPdf'
import { privateRevenue } from '@/server/reports/privateRevenue'
import { privateLink } from '@/server/privateSessions/privateLink'
import { setPoNumber } from '@/server/privateSessions/setPoNumber'

import { makeUser } from '../helpers/factories'
import { pdfText } from '../helpers/pdfText'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let instructorId: number
beforeAll(async () => {
  payload = await getTestPayload()
  instructorId = (await makeUser(payload, 'instructor')).id
})

const HOUR = 3_600_000
const DAY = 24 * HOUR
let dayOffset = 600 + Math.floor(Math.random() * 300)

/** A workplace proposal on a day of its own (no instructor conflict between them). */
function propose(extra: { organization?: string; poNumber?: string } = {}) {
  const start = new Date(Date.now() + dayOffset++ * DAY)
  return payload.create({
    collection: 'private-sessions',
    data: {
      status: 'proposal-sent' as const,
      program: 'workplace' as const,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 2 * HOUR).toISOString(),
      meetingKind: 'venue' as const,
      meetingAddress: '100 Main St, Walnut Creek',
      instructor: instructorId,
      participants: 8,
      pricing: 'per-person' as const,
      priceCents: 7500,
      openUntil: new Date(Date.now() + 5 * DAY).toISOString(),
      organizerName: 'Olga Organizer',
      organizerEmail: `olga-${Math.random().toString(36).slice(2, 8)}@example.com`,
      startTime_tz: 'America/Los_Angeles' as const,
      endTime_tz: 'America/Los_Angeles' as const,
      openUntil_tz: 'America/Los_Angeles' as const,
      ...extra,
    },
    overrideAccess: true,
  })
}

const invoicesOf = async (where: Where) =>
  (await payload.find({ collection: 'invoices', where, limit: 100, depth: 0, overrideAccess: true, sort: 'number' })).docs

// Years no other test pays in: the numbering is per year, so these tests own theirs whatever ran before.
const NUMBERED_YEAR = 2046

describe('receipt numbers', () => {
  it(`numbers 20 receipts issued at once for 20 sessions INV-${NUMBERED_YEAR}-0001 to 0020, without a gap or a duplicate`, async () => {
    const sessions = []
    for (let i = 0; i < 20; i++) sessions.push(await propose())
    const paidAt = new Date(`${NUMBERED_YEAR}-06-01T18:00:00Z`)
    const results = await Promise.all(
      sessions.map((s, i) => issuePrivateInvoice(payload, { privateSessionId: s.id, kind: 'deposit', amountCents: 30_000 + i, paymentIntentId: `pi_race_${s.id}`, paidAt })),
    )
    expect(results.every((r) => r.issued)).toBe(true)
    const numbers = (await invoicesOf({ number: { like: `INV-${NUMBERED_YEAR}-` } })).map((inv) => inv.number)
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `INV-${NUMBERED_YEAR}-${String(i + 1).padStart(4, '0')}`))
    // Each session got its own receipt with its own amount.
    for (const [i, s] of sessions.entries()) expect(results[i].invoice).toMatchObject({ privateSession: s.id, amountCents: 30_000 + i })
  })

  it('starts again at 0001 when the (Pacific) year turns', async () => {
    const a = await propose()
    const b = await propose()
    const lastOfYear = await issuePrivateInvoice(payload, { privateSessionId: a.id, kind: 'deposit', amountCents: 1000, paymentIntentId: `pi_dec_${a.id}`, paidAt: new Date('2048-01-01T07:59:00Z') })
    const firstOfNext = await issuePrivateInvoice(payload, { privateSessionId: b.id, kind: 'balance', amountCents: 1000, paymentIntentId: `pi_jan_${b.id}`, paidAt: new Date('2048-01-01T08:00:00Z') })
    expect(lastOfYear.invoice.number).toBe('INV-2047-0001')
    expect(firstOfNext.invoice.number).toBe('INV-2048-0001')
  })
})

describe('a receipt per payment', () => {
  it('issues one receipt when the same payment is reported twice at once (the webhook and the return page), with one email', async () => {
    const s = await propose()
    const payment = { privateSessionId: s.id, kind: 'deposit' as const, amountCents: 30_000, paymentIntentId: `pi_twice_${s.id}`, paidAt: new Date('2049-03-01T18:00:00Z') }
    const [first, second] = await Promise.all([issuePrivateInvoice(payload, payment), issuePrivateInvoice(payload, payment)])
    expect([first.issued, second.issued].sort()).toEqual([false, true])
    expect(first.invoice.number).toBe(second.invoice.number)
    expect(await invoicesOf({ privateSession: { equals: s.id } })).toHaveLength(1)
    const emails = (await payload.find({ collection: 'emails', where: { kind: { equals: 'private-receipt' }, to: { equals: s.organizerEmail } }, overrideAccess: true })).docs
    expect(emails).toHaveLength(1)
    expect(emails[0].attachments).toEqual([expect.objectContaining({ filename: `${first.invoice.number}.pdf`, contentType: 'application/pdf' })])
  })

  it("the deposit's fulfilment issues its receipt once, with the organization and PO number copied in and the balance still due", async () => {
    const s = await propose({ organization: 'Acme Corp', poNumber: 'PO-4471' })
    const paid = { privateSessionId: s.id, sessionId: `${DEMO_SESSION_PREFIX}private_${s.id}`, amountCents: 30_000 }
    await fulfilPrivateDeposit(payload, paid, new Date())
    await fulfilPrivateDeposit(payload, paid, new Date())
    const [invoice, ...more] = await invoicesOf({ privateSession: { equals: s.id } })
    expect(more).toHaveLength(0)
    expect(invoice).toMatchObject({
      kind: 'deposit',
      amountCents: 30_000,
      paymentIntentId: paid.sessionId,
      billedTo: 'Olga Organizer',
      organization: 'Acme Corp',
      poNumber: 'PO-4471',
      stillDueCents: 30_000,
    })
    // The PDF: US Letter, and it reads as the receipt of this payment.
    const pdf = await receiptPdf(payload, invoice)
    const doc = await PDFDocument.load(pdf)
    expect(doc.getTitle()).toBe(`Receipt ${invoice.number}`)
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 })
    const text = (await pdfText(pdf)).join('\n')
    expect(text).toContain(`Receipt number: ${invoice.number}`)
    expect(text).toContain('Acme Corp')
    expect(text).toContain('PO number: PO-4471')
    expect(text).toContain('$300.00')
    expect(text).toMatch(/Still due: \$300\.00 on \w+day, /)
    expect(text).toContain('/private-class-policies')
  })
})

describe("the owner's private revenue", () => {
  it('sums a month’s receipts per program, and counts the deposits held and balances due of confirmed sessions', async () => {
    const may = { from: new Date('2050-05-01T07:00:00Z'), to: new Date('2050-06-01T07:00:00Z') }
    const now = new Date()
    const before = await privateRevenue(payload, may, now)
    const a = await propose()
    const b = await propose()
    // Two confirmed sessions (deposits of $300.00 each, balances $300.00 each); b's balance is then paid.
    for (const s of [a, b]) await fulfilPrivateDeposit(payload, { privateSessionId: s.id, sessionId: `${DEMO_SESSION_PREFIX}private_${s.id}`, amountCents: 30_000 }, now)
    await issuePrivateInvoice(payload, { privateSessionId: b.id, kind: 'balance', amountCents: 30_000, paymentIntentId: `pi_balance_${b.id}`, paidAt: new Date('2050-05-10T18:00:00Z') })
    await issuePrivateInvoice(payload, { privateSessionId: a.id, kind: 'move-fee', amountCents: 5_000, paymentIntentId: `pi_move_${a.id}`, paidAt: new Date('2050-05-31T23:00:00Z') })
    await issuePrivateInvoice(payload, { privateSessionId: a.id, kind: 'move-fee', amountCents: 5_000, paymentIntentId: `pi_june_${a.id}`, paidAt: new Date('2050-06-01T07:00:00Z') })
    const after = await privateRevenue(payload, may, now)
    expect(after.byProgram.find((p) => p.program === 'workplace')).toMatchObject({ receipts: 2, cents: 35_000 })
    expect(after.totalCents - before.totalCents).toBe(35_000)
    expect(after.depositsHeld.cents - before.depositsHeld.cents).toBe(60_000)
    expect(after.depositsHeld.sessions - before.depositsHeld.sessions).toBe(2)
    expect(after.balancesDue.cents - before.balancesDue.cents).toBe(30_000)
    expect(after.balancesDue.sessions - before.balancesDue.sessions).toBe(1)
  })
})

describe("a workplace organizer's PO number", () => {
  const tokenOf = async (id: number) => {
    const s = await payload.findByID({ collection: 'private-sessions', id, overrideAccess: true, showHiddenFields: true })
    return privateLink('organizer').path(s.tokenNonce!).split('/').at(-1)!
  }

  it('is set through the private link before paying, and then only by the owner', async () => {
    const s = await propose()
    const token = await tokenOf(s.id)
    expect(await setPoNumber(payload, token, 'PO-91', new Date())).toBe('Saved: your receipts will show PO number PO-91.')
    expect((await payload.findByID({ collection: 'private-sessions', id: s.id, overrideAccess: true })).poNumber).toBe('PO-91')
    await fulfilPrivateDeposit(payload, { privateSessionId: s.id, sessionId: `${DEMO_SESSION_PREFIX}private_${s.id}`, amountCents: 30_000 }, new Date())
    await expect(setPoNumber(payload, token, 'PO-92', new Date())).rejects.toMatchObject({ code: 'PROPOSAL_CLOSED' })
    expect((await invoicesOf({ privateSession: { equals: s.id } }))[0].poNumber).toBe('PO-91')
  })

  it('is refused for a private (not workplace) session', async () => {
    const s = await propose()
    await payload.update({ collection: 'private-sessions', id: s.id, data: { program: 'private' }, overrideAccess: true })
    await expect(setPoNumber(payload, await tokenOf(s.id), 'PO-1', new Date())).rejects.toMatchObject({ code: 'INVALID_INPUT' })
  })
})
