import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { lockBooking } from '@/server/db/bookings'
import { inTransaction } from '../transaction'
import { closeFeeCheckouts, feeCheckouts } from './feeCheckouts'
import { applyPaidMove, paidMoveNotice } from './moveFee'
import { stripeClient } from './stripe'

/** What the manage page says after a fee checkout's Cancel: closed unpaid, or (paid meanwhile) the paid move's outcome. */
export type FeeCheckoutCancelled = 'cancelled' | 'moved' | 'paid' | 'refused'

/**
 * The customer left a reschedule fee's checkout without paying (Stripe's cancel_url, the demo's Cancel): the booking's
 * fee checkouts still open are closed, under its row lock, so that Back can no longer pay them — as a booking's
 * checkout is (cancelCheckout). If Stripe says one was paid meanwhile, that payment is applied instead. A second call
 * changes nothing. The caller has checked who may (the manage link's token, or the demo session's id).
 */
export async function cancelFeeCheckout(
  payload: Payload,
  bookingId: number,
  { stripe = stripeClient(), now = new Date() }: { stripe?: Stripe | null; now?: Date } = {},
): Promise<FeeCheckoutCancelled> {
  const paid = await inTransaction(payload, async (tx) => {
    await lockBooking(tx.db, bookingId)
    return closeFeeCheckouts(payload, tx, stripe, await feeCheckouts(payload, { bookingId }, tx))
  })
  let said: FeeCheckoutCancelled = 'cancelled'
  for (const fee of paid) said = paidMoveNotice(await applyPaidMove(payload, fee, { stripe, now }))
  return said
}
