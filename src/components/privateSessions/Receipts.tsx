import form from '@/components/forms/form.module.css'
import manage from '@/components/manage/manage.module.css'
import { formatCents } from '@/domain/bookings/pricing'
import { INVOICE_KIND_LABELS, invoiceFileName } from '@/domain/privateSessions/invoiceNumber'
import { formatClassDate } from '@/domain/time/format'
import { invoicesOfSession } from '@/server/privateSessions/invoices/sessionInvoices'

/** The organizer's receipts on their session's page, each a PDF behind the same private link. Nothing before the first payment. */
export async function Receipts({ privateSessionId, token }: { privateSessionId: number; token: string }) {
  const invoices = await invoicesOfSession(privateSessionId)
  if (invoices.length === 0) return null
  return (
    <section className={form.card} aria-labelledby="receipts-heading" data-testid="receipts">
      <h2 id="receipts-heading">Receipts</h2>
      <ul className={manage.people} style={{ listStyle: 'none', padding: 0 }}>
        {invoices.map((invoice) => (
          <li key={invoice.id} style={{ marginBottom: '0.5rem' }}>
            <a href={`/private-sessions/${token}/invoices/${invoiceFileName(invoice.number)}`} download rel="noreferrer">
              {invoice.number} (PDF)
            </a>
            <br />
            {INVOICE_KIND_LABELS[invoice.kind]}: {formatCents(invoice.amountCents)}, paid {formatClassDate(invoice.paidAt)}
          </li>
        ))}
      </ul>
    </section>
  )
}
