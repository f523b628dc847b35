import type { Endpoint } from 'payload'
import { z } from 'zod'

import { invoiceFileName } from '@/domain/privateSessions/invoiceNumber'
import { AppError } from '@/lib/errors'
import { requireOwner } from '@/server/auth/requireOwner'
import { receiptPdf } from '@/server/privateSessions/invoices/receiptPdf'

import { pdfResponse } from '@/endpoints/pdfResponse'
import { endpoint } from '@/endpoints/respond'

const idParam = z.coerce.number().int().positive()

/** GET /api/invoices/:id/pdf — the owner downloads a receipt from its /cms page. */
export const invoicePdfEndpoint: Endpoint = {
  path: '/:id/pdf',
  method: 'get',
  handler: endpoint(async (req) => {
    requireOwner(req.user)
    const id = idParam.safeParse(req.routeParams?.id)
    if (!id.success) throw new AppError('NOT_FOUND', 'No such receipt.')
    const invoice = await req.payload.findByID({ collection: 'invoices', id: id.data, depth: 0, overrideAccess: true, disableErrors: true }) // the owner, checked above
    if (!invoice) throw new AppError('NOT_FOUND', 'No such receipt.')
    return pdfResponse({ pdf: await receiptPdf(req.payload, invoice), filename: invoiceFileName(invoice.number) })
  }),
}
