import type { Field } from 'payload'

import { centsAmount } from '@/collections/fields/centsAmount'
import { pacificDateTime } from '@/fields/pacificDateTime'
import { yesNo } from '@/fields/yesNo'

/**
 * What the private policies did to a session (issue 40 item 4): what was refunded, the studio's offer of a free move,
 * each paid move fee, and the refunds Stripe has not accepted yet (retried by the job with the same idempotency key).
 */
export const privatePolicyFields: Field = {
  type: 'collapsible',
  label: 'Cancellation and moves',
  admin: { initCollapsed: false },
  fields: [
    { name: 'policyActions', type: 'ui', admin: { components: { Field: '/src/components/cms/PrivateSessionActionsField#PrivateSessionActionsField' } } },
    {
      type: 'row',
      fields: [
        centsAmount('refundedCents', 'Refunded', { admin: { readOnly: true, description: 'Refunds Stripe accepted.' } }),
        pacificDateTime('cancelledAt', { readOnly: true }, { label: 'Cancelled at' }),
        yesNo('freeMoveOffered', { label: 'A free move offered by the studio', admin: { readOnly: true } }),
      ],
    },
    {
      name: 'moveFees',
      label: 'Move fees paid',
      type: 'array',
      admin: { readOnly: true, condition: (data) => Boolean(data?.moveFees?.length) },
      fields: [
        {
          type: 'row',
          fields: [centsAmount('amountCents', 'Fee'), pacificDateTime('paidAt', { readOnly: true }), pacificDateTime('movedTo', { readOnly: true }, { label: 'Moved to' })],
        },
        { name: 'stripeSessionId', type: 'text', required: true },
        { name: 'paymentIntentId', type: 'text' },
      ],
    },
    {
      name: 'failedRefunds',
      label: 'Refunds not gone through yet',
      type: 'array',
      admin: {
        readOnly: true,
        description: 'Each is asked again automatically (same idempotency key, so never twice) until Stripe accepts it.',
        condition: (data) => Boolean(data?.failedRefunds?.length),
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'purpose', type: 'select', required: true, options: [{ value: 'private-session', label: 'Session payment' }, { value: 'private-move-fee', label: 'Move fee' }] },
            centsAmount('amountCents', 'Amount'),
            { name: 'attempts', type: 'number', required: true, min: 0 },
          ],
        },
        { name: 'lastError', label: 'What Stripe said', type: 'text' },
        { type: 'row', fields: [pacificDateTime('firstFailedAt'), pacificDateTime('nextRetryAt', {}, { index: true })] },
        { name: 'paymentIntentId', type: 'text', required: true },
        { name: 'idempotencyKey', type: 'text', required: true },
      ],
    },
  ],
}
