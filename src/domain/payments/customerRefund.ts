/** Where a customer's refund stands after a cancellation: done, waiting for Stripe, nothing to refund, or refused. */
export type CustomerRefund = 'refunded' | 'pending' | 'not-needed' | 'failed'
