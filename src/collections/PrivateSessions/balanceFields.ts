import type { Field } from 'payload'

import { pacificDateTime } from '@/fields/pacificDateTime'

const readOnlyText = (name: string, label: string): Field => ({ name, label, type: 'text', admin: { readOnly: true } })

/**
 * The balance, charged to the saved card at its due time by the chargePrivateBalances job: when it was paid and by
 * which payment, or the one off-session attempt Stripe declined (then the organizer pays through a link, reminded
 * every 2 days).
 */
export const balanceFields: Field = {
  type: 'collapsible',
  label: 'Balance',
  fields: [
    {
      type: 'row',
      fields: [
        pacificDateTime('balancePaidAt', { readOnly: true }, { label: 'Balance paid at' }),
        readOnlyText('balancePaymentIntentId', 'Stripe payment of the balance'),
      ],
    },
    {
      type: 'row',
      fields: [
        pacificDateTime('balanceDeclinedAt', { readOnly: true }, { label: 'Saved card declined at' }),
        readOnlyText('balanceDeclineReason', 'Why the card was declined'),
      ],
    },
    {
      type: 'row',
      fields: [
        pacificDateTime('balanceReminderSentAt', { readOnly: true }, { label: 'Last reminder to pay the balance' }),
        readOnlyText('balanceCheckoutSessionId', 'Stripe checkout of the balance (the link)'),
      ],
    },
  ],
}
