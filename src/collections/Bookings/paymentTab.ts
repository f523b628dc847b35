import type { Tab } from 'payload'

import { centsAmount } from '@/collections/fields/centsAmount'
import { pacificDateTime } from '@/fields/pacificDateTime'

/** A person's save never sets what was paid or refunded: only the owner actions and payments do, with the money. */
const moneyMovesOnlyByActions = () => false

/** The booking's money: what was paid and refunded, refunds Stripe refused, and the Stripe references. */
export const paymentTab: Tab = {
  label: 'Payment',
  fields: [
    centsAmount('totalCents', 'Total', { required: true, access: { update: moneyMovesOnlyByActions }, admin: { readOnly: true, description: 'What was paid by card. Changed only by the owner actions, which move the money too.' } }),
    {
      type: 'row',
      fields: [
        { name: 'classCredit', type: 'relationship', relationTo: 'class-credits', index: true, admin: { readOnly: true } },
        centsAmount('creditCents', 'Paid by credit', { access: { update: moneyMovesOnlyByActions }, admin: { readOnly: true, description: 'Taken from the class credit; the total is what was left to pay.' } }),
      ],
    },
    {
      type: 'row',
      fields: [
        centsAmount('listPriceCents', 'List price', { access: { update: moneyMovesOnlyByActions }, admin: { readOnly: true, description: 'The class price x seats when the booking was made, before any promo code or credit.' } }),
        { name: 'promoCode', type: 'relationship', relationTo: 'promo-codes', index: true, access: { update: moneyMovesOnlyByActions }, admin: { readOnly: true } },
        centsAmount('discountCents', 'Promo discount', { access: { update: moneyMovesOnlyByActions }, admin: { readOnly: true, description: 'Taken off the list price by the promo code; the credit and the card paid the rest.' } }),
      ],
    },
    {
      type: 'row',
      fields: [
        pacificDateTime('paidAt', { readOnly: true }, { label: 'Paid (Pacific)', access: { update: moneyMovesOnlyByActions } }),
        pacificDateTime('refundedAt', { readOnly: true }, { label: 'Refunded (Pacific)', access: { update: moneyMovesOnlyByActions } }),
      ],
    },
    centsAmount('refundedCents', 'Refunded by card so far', {
      access: { update: moneyMovesOnlyByActions },
      admin: {
        readOnly: true,
        description: "Part refunds that kept the booking ('Refund part, keep the booking'): a later refund gives back only the rest.",
        condition: (data) => Boolean(data?.refundedCents),
      },
    }),
    {
      // A refund Stripe refused: retried by the retryFailedRefunds job with backoff, or at once from the button below.
      name: 'failedRefunds',
      label: 'Refunds not gone through yet',
      type: 'array',
      admin: {
        readOnly: true,
        description: 'Each is asked again automatically (same idempotency key, so never twice) until Stripe accepts it. A refund is kept here from the moment it is due, so one never asked because the site stopped is asked too.',
        condition: (data) => Boolean(data?.failedRefunds?.length),
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'purpose', type: 'select', required: true, options: [{ value: 'booking', label: 'Booking payment' }, { value: 'booking-part', label: 'Part refund, booking kept' }, { value: 'move-fee', label: 'Reschedule fee' }] },
            centsAmount('amountCents', 'Amount'),
            { name: 'attempts', type: 'number', required: true, min: 0, admin: { description: '0: due since the cancellation, not asked of Stripe yet.' } },
          ],
        },
        { name: 'lastError', label: 'What Stripe said', type: 'text' },
        {
          type: 'row',
          fields: [pacificDateTime('firstFailedAt'), pacificDateTime('nextRetryAt', {}, { index: true })],
        },
        { name: 'paymentIntentId', type: 'text', required: true },
        { name: 'idempotencyKey', type: 'text', required: true },
      ],
    },
    {
      type: 'collapsible',
      label: 'Stripe references',
      admin: { initCollapsed: true, description: 'For looking a payment up in Stripe; set by the checkout and refunds.' },
      fields: [
        { name: 'stripeSessionId', type: 'text', unique: true, admin: { readOnly: true } },
        { name: 'stripePaymentIntentId', type: 'text', admin: { readOnly: true } },
        { name: 'stripeRefundId', type: 'text', admin: { readOnly: true } },
      ],
    },
  ],
}
