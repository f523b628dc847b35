import type { Endpoint } from 'payload'
import { z } from 'zod'

import { invoiceFileName } from '@/domain/privateSessions/invoiceNumber'
import { AppError } from '@/lib/errors'
import { requireOwner } from '@/server/auth/requireOwner'
import { receiptPdf } from '@/server/privateSessions/invoices/receiptPdf'

import { parseQuery } from './input'
import { pdfResponse } from './pdfResponse'
import { endpoint } from './respond'

const query = z.object({ id: z.coerce.number({ error: 'id is required' }).int().positive('id is required') })

/** GET /api/owner/invoice-pdf?id= — the owner downloads a receipt from its /cms page. */
export const invoicePdfEndpoint: Endpoint = {
  path: '/owner/invoice-pdf',
  method: 'get',
  handler: endpoint(async (req) => {
    requireOwner(req.user)
    const { id } = parseQuery(req, query)
    const invoice = await req.payload.findByID({ collection: 'invoices', id, depth: 0, overrideAccess: true, disableErrors: true }) // the owner, checked above
    if (!invoice) throw new AppError('NOT_FOUND', 'No such receipt.')
    return pdfResponse({ pdf: await receiptPdf(req.payload, invoice), filename: invoiceFileName(invoice.number) })
  }),
}
