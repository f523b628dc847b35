import { invoiceFileName } from '@/domain/privateSessions/invoiceNumber'
import { pdfResponse } from '@/endpoints/pdfResponse'
import { answer } from '@/endpoints/respond'
import { AppError } from '@/lib/errors'
import { countManageLookup } from '@/server/bookings/manageToken'
import { clientAddress } from '@/server/http/clientAddress'
import { getPayloadClient } from '@/server/payloadClient'
import { invoiceOfSession } from '@/server/privateSessions/invoices/sessionInvoices'
import { receiptPdf } from '@/server/privateSessions/invoices/receiptPdf'
import { privateLink } from '@/server/privateSessions/privateLink'

export const dynamic = 'force-dynamic'

/** GET /private-sessions/<token>/invoices/INV-2026-0001.pdf — the organizer downloads a receipt of their session. */
export async function GET(request: Request, { params }: { params: Promise<{ token: string; file: string }> }) {
  const [{ token, file }, payload] = await Promise.all([params, getPayloadClient()])
  return answer(payload, async () => {
    const notFound = new AppError('NOT_FOUND', 'No such receipt.')
    if (!(await countManageLookup(payload, token, { address: clientAddress(request.headers) }))) throw notFound
    const session = await privateLink('organizer').sessionOf(payload, token)
    const invoice = session && file.endsWith('.pdf') ? await invoiceOfSession(payload, session.id, file.slice(0, -'.pdf'.length)) : null
    if (!invoice) throw notFound
    return pdfResponse({ pdf: await receiptPdf(payload, invoice), filename: invoiceFileName(invoice.number) })
  })
}
