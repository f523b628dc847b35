import form from '@/components/forms/form.module.css'
import manage from '@/components/manage/manage.module.css'
import { formatCents } from '@/domain/bookings/pricing'
import { INVOICE_KIND_LABELS, invoiceFileName } from '@/domain/privateSessions/invoiceNumber'
import { formatClassDate } from '@/domain/time/format'
import { organizerPath } from '@/domain/privateSessions/privatePaths'
import type { Invoice } from '@/payload-types'

/** The organizer's receipts on their session's page, each a PDF behind the same private link. Nothing before the first payment. */
export function Receipts({ invoices, token }: { invoices: Invoice[]; token: string }) {
  if (invoices.length === 0) return null
  return (
    <section className={form.card} aria-labelledby="receipts-heading" data-testid="receipts">
      <h2 id="receipts-heading">Receipts</h2>
      <ul className={manage.people} style={{ listStyle: 'none', padding: 0 }}>
        {invoices.map((invoice) => (
          <li key={invoice.id} style={{ marginBottom: '0.5rem' }}>
            <a href={organizerPath(token, `invoices/${invoiceFileName(invoice.number)}`)} download rel="noreferrer">
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
