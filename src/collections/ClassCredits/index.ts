import type { CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { CREDIT_STATUS_LABELS, labelled } from '@/domain/cms/optionLabels'
import { centsAmount } from '@/collections/fields/centsAmount'
import { pacificDateTime } from '@/fields/pacificDateTime'

import { emailNewGoodwillCredit } from './hooks/emailGoodwillCredit'
import { fillNewCredit, reasonForGoodwill } from './hooks/fillNewCredit'
import { reactivateWhenExtended } from './hooks/reactivateWhenExtended'

/**
 * Class credits (public policy: a cancellation 3-13 days before the class is credited, valid 12 months). Issued by
 * cancelBookingForCredit (or by the owner in /cms, as a goodwill credit: an amount, a reason, and an email with the code), spent on a booking page ('Have a class
 * credit?'). A code pays like money, so only the owner sees them; the owner voids one (status 'void') or extends it
 * (a later 'Expires'). The code, the amount and what remains are set by the system, never edited.
 */
export const ClassCredits: CollectionConfig = {
  slug: 'class-credits',
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'customerEmail', 'amountCents', 'remainingCents', 'expiresAt', 'status', 'sourceBooking', 'createdAt'],
    listSearchableFields: ['code', 'customerEmail'],
  },
  defaultSort: '-createdAt',
  access: { create: isOwner, read: isOwner, update: isOwner, delete: isOwner },
  hooks: { beforeValidate: [fillNewCredit], beforeChange: [reactivateWhenExtended], afterChange: [emailNewGoodwillCredit] },
  fields: [
    // Not required in the form: fillNewCredit makes it (and the remaining amount, and a default expiry) on create.
    { name: 'code', type: 'text', unique: true, index: true, access: { update: () => false }, admin: { readOnly: true, description: 'Made when the credit is saved.' } },
    {
      type: 'row',
      fields: [
        { name: 'status', type: 'select', required: true, defaultValue: 'active', options: labelled(CREDIT_STATUS_LABELS), index: true },
        pacificDateTime('expiresAt', { description: 'Set a later date to extend the credit.' }, { label: 'Expires (Pacific)' }),
      ],
    },
    {
      type: 'row',
      fields: [
        centsAmount('amountCents', 'Amount', { required: true, access: { update: () => false } }),
        centsAmount('remainingCents', 'Remaining', {
          access: { update: () => false },
          admin: { readOnly: true, description: 'Lowered when a booking uses the credit; given back when that booking is not paid.' },
        }),
      ],
    },
    { name: 'customerEmail', type: 'email', required: true, index: true },
    {
      name: 'reason',
      type: 'textarea',
      validate: reasonForGoodwill,
      admin: { description: 'Why this credit was given: for your records, not in the email.' },
    },
    {
      name: 'dontEmailCustomer',
      label: "Don't email the customer",
      type: 'checkbox',
      virtual: true,
      admin: {
        disableListColumn: true,
        condition: (data) => !data?.id,
        description: 'Left empty, the customer is emailed the code as soon as you save.',
      },
    },
    { name: 'sourceBooking', type: 'relationship', relationTo: 'bookings', unique: true, access: { update: () => false }, admin: { readOnly: true } },
    { name: 'issuedBy', type: 'text', admin: { readOnly: true, description: 'Who issued the credit: the customer or staff who cancelled its booking, or the owner in /cms.' } },
    { name: 'bookings', label: 'Used on', type: 'join', collection: 'bookings', on: 'classCredit' },
  ],
}
