import { formatCents } from '../bookings/pricing'
import { formatClassDate } from '../time/format'
import { INVOICE_KIND_LABELS, type InvoiceKind } from './invoiceNumber'

/** A receipt as issued: the facts copied at issue (the invoices collection), nothing read later. */
export type Receipt = {
  number: string
  kind: InvoiceKind
  amountCents: number
  paidAt: string | Date
  billedTo: string
  billedToEmail: string
  organization?: string | null
  poNumber?: string | null
  /** What was paid for: the program, the session's date and time, where. */
  description: string
  /** For a deposit: the balance left and when it is due. */
  stillDueCents?: number | null
  stillDueAt?: string | Date | null
}

/** The 'Billed to' lines: the organizer, their organization and the PO number when set, their email. */
export const billedToLines = (r: Receipt): string[] =>
  [r.billedTo, r.organization?.trim() || null, r.poNumber?.trim() ? `PO number: ${r.poNumber.trim()}` : null, r.billedToEmail].filter((line): line is string => line !== null)

/** 'Deposit (50%): Workplace safety, Sat, Dec 12, 2026, 10:00 AM – 12:00 PM (Pacific time), at 100 Main St (A venue)' */
export const receiptLine = (r: Receipt): string => `${INVOICE_KIND_LABELS[r.kind]}: ${r.description}`

/** What is still to pay after this receipt, or null when nothing is. */
export const stillDueSentence = (r: Receipt): string | null =>
  r.stillDueCents && r.stillDueCents > 0
    ? `Still due: ${formatCents(r.stillDueCents)}${r.stillDueAt ? ` on ${formatClassDate(r.stillDueAt)}` : ''}, charged to the card you paid with.`
    : null

/** 'Paid by card on Sunday, November 29, 2026.' */
export const paidSentence = (r: Receipt): string => `Paid by card on ${formatClassDate(r.paidAt)}.`
