import type { CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { nobody } from '@/access/nobody'
import { centsAmount } from '@/collections/fields/centsAmount'
import { labelled } from '@/domain/cms/optionLabels'
import { LEDGER_ENTRY_LABELS } from '@/domain/credits/ledger'

/**
 * The ledger of class credits and gift certificates: one row per change of a balance (issued, spent, returned, paid
 * out in cash, voided, expired), written by the server in the transaction and under the row lock of the balance it
 * changes (server/db/classCredits `changeBalance`). Append-only; the owner reads it on each credit, as sentences.
 */
export const CreditLedger: CollectionConfig = {
  slug: 'credit-ledger',
  labels: { singular: 'Credit ledger entry', plural: 'Credit ledger' },
  admin: { useAsTitle: 'entry', defaultColumns: ['createdAt', 'credit', 'entry', 'amountCents', 'balanceCents', 'booking', 'actor'] },
  defaultSort: '-createdAt',
  access: { create: nobody, read: isOwner, update: nobody, delete: nobody },
  fields: [
    // Not required: a credit the owner deletes leaves its rows behind (set null), as the money moved all the same.
    { name: 'credit', type: 'relationship', relationTo: 'class-credits', index: true, admin: { readOnly: true } },
    { name: 'entry', type: 'select', required: true, options: labelled(LEDGER_ENTRY_LABELS), admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        centsAmount('amountCents', 'Amount', { required: true, admin: { readOnly: true, description: 'What moved.' } }),
        centsAmount('balanceCents', 'Balance after', { required: true, admin: { readOnly: true } }),
      ],
    },
    { name: 'booking', type: 'relationship', relationTo: 'bookings', index: true, admin: { readOnly: true } },
    { name: 'actor', type: 'text', admin: { readOnly: true, description: 'Who or what made the change.' } },
  ],
}
