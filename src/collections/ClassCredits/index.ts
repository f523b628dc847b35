import type { CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { CREDIT_KIND_LABELS, CREDIT_STATUS_LABELS, labelled } from '@/domain/cms/optionLabels'
import { GIFT_MESSAGE_MAX } from '@/domain/credits/giftCertificate'
import { centsAmount } from '@/collections/fields/centsAmount'
import { pacificDateTime } from '@/fields/pacificDateTime'

import { emailNewGoodwillCredit } from './hooks/emailGoodwillCredit'
import { codeFields } from './codeFields'
import { findCodesByHash } from './hooks/findCodesByHash'
import { fillNewCredit, reasonForGoodwill } from './hooks/fillNewCredit'
import { noExpiryOnGiftCertificate } from './hooks/noExpiryOnGiftCertificate'
import { recordIssuedAndStatusInLedger } from './hooks/recordInLedger'
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
    useAsTitle: 'codeHint',
    defaultColumns: ['codeHint', 'kind', 'customerEmail', 'amountCents', 'remainingCents', 'expiresAt', 'status', 'sourceBooking', 'createdAt'],
    listSearchableFields: ['codeHash', 'customerEmail'],
  },
  defaultSort: '-createdAt',
  access: { create: isOwner, read: isOwner, update: isOwner, delete: isOwner },
  hooks: { beforeOperation: [findCodesByHash], beforeValidate: [fillNewCredit], beforeChange: [reactivateWhenExtended], afterChange: [emailNewGoodwillCredit, recordIssuedAndStatusInLedger] },
  fields: [
    ...codeFields,
    {
      type: 'row',
      fields: [
        { name: 'status', type: 'select', required: true, defaultValue: 'active', options: labelled(CREDIT_STATUS_LABELS), index: true },
        pacificDateTime('expiresAt', { description: 'Set a later date to extend the credit. A gift certificate never expires.' }, { label: 'Expires (Pacific)', validate: noExpiryOnGiftCertificate }),
      ],
    },
    {
      name: 'kind',
      type: 'select',
      // Not required (so writes that predate it need not name it): empty reads as a class credit.
      defaultValue: 'class-credit',
      options: labelled(CREDIT_KIND_LABELS),
      index: true,
      access: { update: () => false },
      admin: { description: 'A gift certificate is bought with money at /gift-certificates: it never expires.' },
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
    {
      name: 'ledger',
      type: 'ui',
      admin: { components: { Field: '/src/components/cms/credits/CreditLedgerField#CreditLedgerField' } },
    },
    {
      name: 'gift',
      label: 'Gift certificate',
      type: 'group',
      admin: { condition: (data) => data?.kind === 'gift-certificate', description: 'What the buyer entered at /gift-certificates.' },
      access: { update: () => false },
      fields: [
        { type: 'row', fields: [{ name: 'buyerName', type: 'text' }, { name: 'buyerEmail', type: 'email' }] },
        { type: 'row', fields: [{ name: 'recipientName', type: 'text' }, { name: 'recipientEmail', type: 'email' }] },
        { name: 'message', type: 'textarea', maxLength: GIFT_MESSAGE_MAX },
        { name: 'description', type: 'text', admin: { description: 'What was bought.' } },
        {
          type: 'row',
          fields: [
            { name: 'deliveryDate', type: 'text', admin: { description: 'The day (Pacific) the recipient is emailed, YYYY-MM-DD.' } },
            pacificDateTime('deliveredAt', { readOnly: true }, { label: 'Emailed to the recipient (Pacific)' }),
          ],
        },
        { type: 'row', fields: [{ name: 'stripeSessionId', type: 'text', index: true }, { name: 'stripePaymentIntentId', type: 'text' }] },
      ],
    },
  ],
}
