import type { Field } from 'payload'

import { centsAmount } from '@/collections/fields/centsAmount'
import { pacificDateTime } from '@/fields/pacificDateTime'

/**
 * The codes the organizer entered with the deposit (server/privateSessions/depositCodes): a promo code's discount comes
 * off the total; a gift certificate or class credit pays part or all of what is due now. Both are held while the
 * deposit's checkout is open (until 'Codes held until') and given back if it lapses; once paid they stay. The
 * certificate's share is here so a cancellation can give it back to the certificate, and the card's to the card.
 */
export const privateCodeFields: Field = {
  type: 'collapsible',
  label: 'Promo code and gift certificate',
  admin: { initCollapsed: true },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'promoCode', type: 'relationship', relationTo: 'promo-codes', index: true, admin: { readOnly: true } },
        centsAmount('discountCents', 'Promo discount', { admin: { readOnly: true, description: 'Off the total: the deposit is half of what is left.' } }),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'classCredit', label: 'Gift certificate or class credit', type: 'relationship', relationTo: 'class-credits', index: true, admin: { readOnly: true } },
        centsAmount('creditCents', 'Paid with it', { admin: { readOnly: true, description: 'Part of the deposit paid by the certificate or credit; the card paid the rest.' } }),
      ],
    },
    pacificDateTime('codesHeldUntil', { readOnly: true }, { label: 'Codes held until (Pacific)' }),
  ],
}
