import type { CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { nobody } from '@/access/nobody'
import { CREDIT_STATUSES } from '@/domain/credits/classCredit'
import { asOptions } from '@/lib/options'

import { reactivateWhenExtended } from './hooks/reactivateWhenExtended'

/**
 * Class credits (public policy: a cancellation 3-13 days before the class is credited, valid 12 months). Issued by
 * cancelBookingForCredit, spent on a booking page ('Have a class credit?'). A code pays like money, so only the owner
 * sees them; the owner voids one (status 'void') or extends it (a later 'Expires'); never deleted, for the record.
 */
export const ClassCredits: CollectionConfig = {
  slug: 'class-credits',
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'customerEmail', 'amountCents', 'remainingCents', 'expiresAt', 'status', 'sourceBooking', 'createdAt'],
    listSearchableFields: ['code', 'customerEmail'],
  },
  defaultSort: '-createdAt',
  access: { create: nobody, read: isOwner, update: isOwner, delete: nobody },
  hooks: { beforeChange: [reactivateWhenExtended] },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'status', type: 'select', required: true, defaultValue: 'active', options: asOptions(CREDIT_STATUSES), index: true },
        {
          name: 'expiresAt',
          label: 'Expires',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Set a later date to extend the credit.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'amountCents', label: 'Amount (cents)', type: 'number', required: true, min: 0, admin: { readOnly: true } },
        {
          name: 'remainingCents',
          label: 'Remaining (cents)',
          type: 'number',
          required: true,
          min: 0,
          admin: { readOnly: true, description: 'Lowered when a booking uses the credit; given back when that booking is not paid.' },
        },
      ],
    },
    { name: 'customerEmail', type: 'email', required: true, index: true, admin: { readOnly: true } },
    { name: 'sourceBooking', type: 'relationship', relationTo: 'bookings', unique: true, admin: { readOnly: true } },
    { name: 'issuedBy', type: 'text', admin: { readOnly: true, description: 'Who cancelled the booking for this credit.' } },
    { name: 'bookings', label: 'Used on', type: 'join', collection: 'bookings', on: 'classCredit' },
  ],
}
