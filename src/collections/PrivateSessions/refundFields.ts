import type { Field } from 'payload'

import { centsAmount } from '@/collections/fields/centsAmount'
import { pacificDateTime } from '@/fields/pacificDateTime'

/**
 * Each refund as the money moved: a card refund once Stripe accepted it, a code's share once it was given back to the
 * code. Dated, so the owner's private revenue is net of refunds in the month each one moved (a refused refund counts
 * nothing until it goes through).
 */
const refundsMade: Field = {
  name: 'refundsMade',
  label: 'Refunds made',
  type: 'array',
  admin: { readOnly: true, condition: (data) => Boolean(data?.refundsMade?.length) },
  fields: [
    {
      type: 'row',
      fields: [
        pacificDateTime('at', { readOnly: true }),
        centsAmount('amountCents', 'Amount', { required: true }),
        { name: 'to', label: 'Back to', type: 'select', required: true, options: [{ value: 'card', label: 'The card (Stripe)' }, { value: 'code', label: 'The gift certificate or class credit' }] },
      ],
    },
    { name: 'stripeRefundId', label: 'Stripe refund', type: 'text' },
  ],
}

/** The owner's "Retry refund now" (shown while a refund is kept under 'Refunds not gone through yet'), and the refunds made. */
export const privateRefundFields: Field[] = [
  { name: 'retryRefund', type: 'ui', admin: { position: 'sidebar', components: { Field: '/src/components/cms/RetryRefundButton#RetryRefundButton' } } },
  refundsMade,
]
