import { pacificDate } from '../time/pacific'

/** The receipts of private sessions: what each one is for. */
export const INVOICE_KINDS = ['deposit', 'balance', 'full-payment', 'move-fee'] as const
export type InvoiceKind = (typeof INVOICE_KINDS)[number]

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  deposit: 'Deposit (50%)',
  balance: 'Balance',
  'full-payment': 'Full payment',
  'move-fee': 'Move fee',
}

/** The year a receipt is numbered in: the business's (Pacific) calendar year of the payment's issue. */
export const invoiceYear = (now: Date): number => Number(pacificDate(now).slice(0, 4))

/** 'INV-2026-0001': the year and the receipt's place in it, four digits at least (the 10,000th is INV-2026-10000). */
export const invoiceNumber = (year: number, sequence: number): string => `INV-${year}-${String(sequence).padStart(4, '0')}`

const NUMBER_SHAPE = /^INV-(\d{4})-(\d{4,})$/

/** The year and sequence of a receipt number, or null when it is not one (a typed URL, a file name). */
export function parseInvoiceNumber(value: string): { year: number; sequence: number } | null {
  const match = NUMBER_SHAPE.exec(value)
  return match ? { year: Number(match[1]), sequence: Number(match[2]) } : null
}

/** The number after the year's highest sequence so far (0 or null: none yet this year). */
export const nextInvoiceNumber = (year: number, highestSequence: number | null): string => invoiceNumber(year, (highestSequence ?? 0) + 1)

/** The PDF's file name, also the last part of its download link. */
export const invoiceFileName = (number: string): string => `${number}.pdf`
