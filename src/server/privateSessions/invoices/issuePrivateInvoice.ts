import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { privateReceiptEmail } from '@/domain/email/privateReceiptEmail'
import { type InvoiceKind, invoiceYear, nextInvoiceNumber } from '@/domain/privateSessions/invoiceNumber'
import { PRIVATE_PROGRAM_LABELS } from '@/domain/privateSessions/privateSession'
import { formatClassDate, formatTimeRange } from '@/domain/time/format'
import { BUSINESS_TIME_ZONE } from '@/domain/time/pacific'
import type { Invoice, PrivateSession } from '@/payload-types'

import { lockNames } from '../../db/advisoryLocks'
import { businessContact } from '../../email/businessContact'
import { queueEmail } from '../../email/outbox'
import { inTransaction } from '../../transaction'
import { whereWeMeet } from '../privateSessionEmails'
import { privateLink } from '../privateLink'
import { receiptAttachment, receiptOf } from './receiptPdf'

export type InvoicedPayment = {
  privateSessionId: number
  kind: InvoiceKind
  amountCents: number
  /** The Stripe payment intent (the demo's checkout id when there is none): one receipt per payment of a session. */
  paymentIntentId: string
  paidAt: Date
}

/** 'Workplace safety, Saturday, December 12, 2026, 10:00 AM – 12:00 PM (Pacific time), at 100 Main St (A venue)' */
const descriptionOf = (s: PrivateSession): string =>
  `${PRIVATE_PROGRAM_LABELS[s.program]}, ${formatClassDate(s.startTime)}, ${formatTimeRange(s.startTime, s.endTime)} (Pacific time), at ${whereWeMeet(s)}`

/**
 * The receipt of a private session's payment: numbered INV-<year of the payment, Pacific>-<next in that year>, the
 * organizer, organization, PO number and the session copied in, and emailed to the organizer with its PDF — in one
 * transaction, so a receipt is never numbered without its email nor emailed without its number.
 *
 * Numbers: an advisory lock per year, then max()+1 of that year. Every issuer of a year takes the same lock, so
 * numbers are handed out one after the other: no duplicate, and no gap, as a number is only taken by a committed
 * insert (a rolled-back issue releases the lock with its number unused, and the next issuer takes it). A counter row
 * would need a second table for the same guarantee. The unique number column is the last line of defence.
 *
 * Idempotent on (session, payment): the webhook and the return page may both call it; the second finds the first's
 * receipt (under the payment's own lock, taken first) and answers it with `issued: false`.
 */
export async function issuePrivateInvoice(payload: Payload, payment: InvoicedPayment): Promise<{ invoice: Invoice; issued: boolean }> {
  const business = await businessContact(payload)
  const year = invoiceYear(payment.paidAt)
  return inTransaction(payload, async (tx) => {
    // Same order for every caller (the payment's lock, then the year's): no deadlock.
    await lockNames(tx.db, [`invoice-payment:${payment.privateSessionId}:${payment.paymentIntentId}`, `invoice-year:${year}`])
    const found = await payload.find({
      collection: 'invoices',
      where: { and: [{ privateSession: { equals: payment.privateSessionId } }, { paymentIntentId: { equals: payment.paymentIntentId } }] },
      depth: 0,
      limit: 1,
      req: tx.req,
      overrideAccess: true, // system call: a verified payment
    })
    if (found.docs[0]) return { invoice: found.docs[0], issued: false }
    const { rows } = await tx.db.execute<{ highest: number | null }>(
      sql`select max(substring(number from 10)::int) as highest from invoices where number like ${`INV-${year}-%`}`,
    )
    // System reads and writes: the payment was verified by its caller.
    const session = await payload.findByID({ collection: 'private-sessions', id: payment.privateSessionId, depth: 0, req: tx.req, overrideAccess: true, showHiddenFields: true })
    const invoice = await payload.create({
      collection: 'invoices',
      data: {
        number: nextInvoiceNumber(year, rows[0]?.highest == null ? null : Number(rows[0].highest)),
        kind: payment.kind,
        amountCents: payment.amountCents,
        paidAt: payment.paidAt.toISOString(),
        paidAt_tz: BUSINESS_TIME_ZONE,
        privateSession: session.id,
        paymentIntentId: payment.paymentIntentId,
        billedTo: session.organizerName,
        billedToEmail: session.organizerEmail,
        organization: session.organization || null,
        poNumber: session.poNumber || null,
        description: descriptionOf(session),
        ...(payment.kind === 'deposit' && session.balanceCents ? { stillDueCents: session.balanceCents, stillDueAt: session.balanceDueAt ?? session.startTime, stillDueAt_tz: BUSINESS_TIME_ZONE } : {}),
      },
      depth: 0,
      req: tx.req,
      overrideAccess: true,
    })
    if (!session.tokenNonce) throw new Error(`Private session ${session.id} has no private link`)
    const content = privateReceiptEmail(receiptOf(invoice), { link: privateLink('organizer').url(session.tokenNonce), business })
    await queueEmail(
      payload,
      { kind: 'private-receipt', to: session.organizerEmail, ...content, attachments: [await receiptAttachment(payload, invoice, business)], dedupeKey: `private-receipt:${invoice.number}` },
      tx.req,
    )
    return { invoice, issued: true }
  })
}
