import type { CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { nobody } from '@/access/nobody'
import { centsAmount } from '@/collections/fields/centsAmount'
import { listColumn } from '@/collections/fields/listColumn'
import { addListColumns } from '@/collections/hooks/addListColumns'
import { bookingEventColumns } from '@/server/admin/cmsListColumns'

/**
 * The history of a booking, one row per change: who or what made it, when, the fields before and after, and the
 * Stripe ids of any money that moved. Append-only (written by the server alone, never edited), so a stale admin form
 * or two changes at once can never overwrite an entry; the owner reads it on the booking ('History').
 */
export const BookingEvents: CollectionConfig = {
  slug: 'booking-events',
  labels: { singular: 'Booking event', plural: 'Booking history' },
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'booking', 'summary'],
    group: 'Bookings',
  },
  defaultSort: '-createdAt',
  access: { create: nobody, read: isOwner, update: nobody, delete: nobody },
  hooks: { afterOperation: [addListColumns(bookingEventColumns)] },
  fields: [
    listColumn('summary', 'What happened'),
    { name: 'booking', type: 'relationship', relationTo: 'bookings', required: true, index: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'action', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'actor', type: 'text', required: true, admin: { readOnly: true, description: 'Who or what made the change.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'before', type: 'json', admin: { readOnly: true } },
        { name: 'after', type: 'json', admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        centsAmount('amountCents', 'Amount', { admin: { readOnly: true, description: 'Money charged or refunded.' } }),
        { name: 'stripeSessionId', type: 'text', index: true, admin: { readOnly: true } },
        { name: 'stripePaymentIntentId', type: 'text', admin: { readOnly: true } },
        { name: 'stripeRefundId', type: 'text', admin: { readOnly: true } },
      ],
    },
    { name: 'reason', type: 'textarea', admin: { readOnly: true, description: "The owner's reason, told to the customer." } },
    // A part refund's own key at Stripe: a repeated request finds its refund here instead of making another.
    { name: 'idempotencyKey', type: 'text', unique: true, admin: { readOnly: true, condition: (data) => Boolean(data?.idempotencyKey) } },
  ],
}
