import type { Payload } from 'payload'

import { invoiceFileName } from '@/domain/privateSessions/invoiceNumber'
import type { Receipt } from '@/domain/privateSessions/receipt'
import { env } from '@/lib/env'
import type { Invoice } from '@/payload-types'

import type { EmailAttachment } from '../../db/emails'
import { businessContact, type BusinessContact } from '../../email/businessContact'
import { invoicePdf } from './invoicePdf'

/** An invoice record as the receipt it prints. */
export const receiptOf = (invoice: Invoice): Receipt => ({ ...invoice, kind: invoice.kind })

/** The receipt's PDF, with the business as site settings name it now. */
export async function receiptPdf(payload: Payload, invoice: Invoice, business?: BusinessContact): Promise<Uint8Array> {
  return invoicePdf(receiptOf(invoice), business ?? (await businessContact(payload)), { url: env.SERVER_URL, policiesUrl: `${env.SERVER_URL}/private-class-policies` })
}

/** The receipt as an email attachment. */
export async function receiptAttachment(payload: Payload, invoice: Invoice, business: BusinessContact): Promise<EmailAttachment> {
  const pdf = await receiptPdf(payload, invoice, business)
  return { filename: invoiceFileName(invoice.number), contentType: 'application/pdf', content: Buffer.from(pdf).toString('base64'), encoding: 'base64' }
}
