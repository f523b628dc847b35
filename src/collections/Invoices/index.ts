import type { CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { nobody } from '@/access/nobody'
import { ADMIN_GROUP } from '@/collections/adminGroups'
import { centsAmount } from '@/collections/fields/centsAmount'
import { labelled } from '@/domain/cms/optionLabels'
import { INVOICE_KIND_LABELS } from '@/domain/privateSessions/invoiceNumber'
import { pacificDateTime } from '@/fields/pacificDateTime'

const readOnly = { readOnly: true } as const

/**
 * A receipt for a payment of a private session (a deposit, a balance, a full payment, a move fee), numbered
 * INV-<year>-<sequence> without gaps (src/server/privateSessions/invoices/issuePrivateInvoice.ts). Issued by the
 * system once per payment and never changed: who was billed and what for are copied at issue, so the PDF reads the
 * same however the session changes later. The owner's to read; the organizer downloads theirs through the session's link.
 */
export const Invoices: CollectionConfig = {
  slug: 'invoices',
  labels: { singular: 'Receipt', plural: 'Receipts' },
  admin: {
    group: ADMIN_GROUP.bookings,
    useAsTitle: 'number',
    defaultColumns: ['number', 'paidAt', 'kind', 'amountCents', 'billedTo', 'organization'],
    listSearchableFields: ['number', 'billedTo', 'organization', 'poNumber'],
  },
  defaultSort: '-paidAt',
  access: { create: nobody, read: isOwner, update: nobody, delete: nobody },
  // One receipt per payment of a session: the webhook and the return page may both issue it.
  indexes: [{ fields: ['privateSession', 'paymentIntentId'], unique: true }],
  fields: [
    {
      name: 'download',
      type: 'ui',
      admin: { components: { Field: '/src/components/cms/InvoiceDownload#InvoiceDownload' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'number', type: 'text', required: true, unique: true, admin: readOnly },
        { name: 'kind', type: 'select', required: true, options: labelled(INVOICE_KIND_LABELS), admin: readOnly },
        centsAmount('amountCents', 'Amount', { required: true, admin: readOnly }),
        pacificDateTime('paidAt', readOnly, { required: true, index: true, label: 'Paid at (Pacific)' }),
      ],
    },
    { name: 'privateSession', type: 'relationship', relationTo: 'private-sessions', required: true, index: true, admin: readOnly },
    { name: 'paymentIntentId', label: 'Stripe payment', type: 'text', required: true, admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'billedTo', type: 'text', required: true, admin: readOnly },
        { name: 'billedToEmail', type: 'email', required: true, admin: readOnly },
        { name: 'organization', type: 'text', admin: readOnly },
        { name: 'poNumber', label: 'PO number', type: 'text', admin: readOnly },
      ],
    },
    { name: 'description', label: 'For', type: 'textarea', required: true, admin: readOnly },
    {
      type: 'row',
      fields: [
        centsAmount('stillDueCents', 'Still due at issue', { admin: readOnly }),
        pacificDateTime('stillDueAt', readOnly, { label: 'Due on (Pacific)' }),
      ],
    },
  ],
}
