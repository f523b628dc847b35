import type { Payload } from 'payload'

import { parseInvoiceNumber } from '@/domain/privateSessions/invoiceNumber'
import type { Invoice } from '@/payload-types'

import { getPayloadClient } from '../../payloadClient'

/** A session's receipts, oldest first (its organizer's page lists them). */
export async function invoicesOfSession(privateSessionId: number): Promise<Invoice[]> {
  const { docs } = await (await getPayloadClient()).find({
    collection: 'invoices',
    where: { privateSession: { equals: privateSessionId } },
    sort: 'paidAt',
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true, // system call: for the holder of the session's private link, who checked it
  })
  return docs
}

/** One receipt of a session by its number, or null (not one, or another session's). */
export async function invoiceOfSession(payload: Payload, privateSessionId: number, number: string): Promise<Invoice | null> {
  if (!parseInvoiceNumber(number)) return null
  const { docs } = await payload.find({
    collection: 'invoices',
    where: { and: [{ number: { equals: number } }, { privateSession: { equals: privateSessionId } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true, // system call: for the holder of the session's private link, who checked it
  })
  return docs[0] ?? null
}
