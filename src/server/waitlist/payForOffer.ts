import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { recordedQuote } from '@/domain/bookings/pricing'
import { isStripeSessionId } from '@/domain/bookings/sessionIds'
import { holdIsLive } from '@/domain/schedule/seats'
import { formatClassDate, formatClassTime } from '@/domain/time/format'
import { CLASS_CANCELLED_OFFER } from '@/domain/waitlist/waitlistWords'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'

import { newCheckoutCancelToken } from '../payments/checkoutCancelToken'
import { createCheckoutSession, type HeldBooking, openCheckout } from '../payments/openCheckout'
import { isLocalSessionId, stripeClient } from '../payments/stripe'
import { inTransaction } from '../transaction'
import { applyCodeToOffer, countOfferCode } from './applyCodeToOffer'
import { findEntryByToken, LINK_INVALID } from './waitlistEntryActions'
import { selectSchedule } from '../db/schedules'
import { lockEntryWithClass } from '../db/waitlistEntries'

type Opened = { checkoutUrl: string } | { withoutStripe: HeldBooking } | { failed: unknown; booking: Booking }

/** What a customer is told when Stripe did not open the offer's checkout: nothing is lost, try again. */
const tryAgain = (heldUntil: string | null | undefined) =>
  `We could not open the checkout just now. ${
    heldUntil ? `Your seats are still held for you until ${formatClassDate(heldUntil)} at ${formatClassTime(heldUntil)} (Pacific time).` : 'Your seats are still held for you.'
  } Please try again in a minute.`

/**
 * POST /api/waitlist/pay — { token }: the checkout of an open offer (Stripe's, ending with the offer; the demo
 * checkout without Stripe), through the same fulfilment as any booking, charging what the offer's booking recorded
 * (not the class's price now). Refused, before any checkout, when the class was cancelled. Leaving Stripe's checkout
 * does not give the offer up (its cancel token is not kept): the seats stay held until the offer ends, and Pay opens
 * the same checkout. A Stripe error keeps the offer too: the customer is asked to try again.
 */
export async function payForOffer(
  payload: Payload,
  token: unknown,
  { address, now = new Date(), stripe = stripeClient(), creditCode }: { address: string | null; now?: Date; stripe?: Stripe | null; creditCode?: string | null },
): Promise<{ checkoutUrl: string }> {
  const entry = await findEntryByToken(payload, token, { address })
  if (!entry) throw LINK_INVALID()
  const code = creditCode?.trim() || null
  if (code) await countOfferCode(payload, entry.contactEmail, address)
  const opened = await inTransaction(payload, async (tx): Promise<Opened> => {
    // The entry's row lock: a second Pay (another tab) waits for the first, then finds its checkout and opens the same.
    const row = await lockEntryWithClass(tx.db, entry.id)
    if (row?.is_cancelled) throw new AppError('CLASS_CANCELLED', CLASS_CANCELLED_OFFER)
    if (row?.status !== 'offered' || row.offer_booking_id == null) throw new AppError('ACTION_NOT_ALLOWED', 'There is no open offer on this waitlist place.')
    const offered = await payload.findByID({ collection: 'bookings', id: Number(row.offer_booking_id), depth: 0, overrideAccess: true, req: tx.req }) // system read: the offer's own booking
    if (!holdIsLive(offered, now)) throw new AppError('ACTION_NOT_ALLOWED', 'This offer has ended, and its seats have gone to the next person on the waitlist.')
    // A class credit or gift certificate pays what it covers, under the credit's lock, before any checkout opens.
    const booking = code && !isStripeSessionId(offered.stripeSessionId) ? await applyCodeToOffer(payload, tx, offered, code, now) : offered
    const schedule = await selectSchedule(tx, relationId(booking.schedule))
    const held: HeldBooking = { booking, quote: recordedQuote(booking.classType, booking.participantCount, booking.totalCents), className: schedule?.class_name ?? '' }
    // The demo checkout, or a free offer's confirmation: after this transaction (fulfilment takes its own locks).
    if (!stripe || booking.totalCents === 0) return { withoutStripe: held }
    try {
      if (booking.stripeSessionId && !isLocalSessionId(booking.stripeSessionId)) {
        const open = await stripe.checkout.sessions.retrieve(booking.stripeSessionId)
        if (open.status === 'open' && open.url) return { checkoutUrl: open.url }
        throw new AppError('PAYMENT_PENDING', 'Your payment for this offer is being processed. Please check your email in a few minutes.')
      }
      // A key of this attempt's own: Stripe keeps a failed answer under its key, and a retry must get a new session.
      const session = await createCheckoutSession(stripe, held, newCheckoutCancelToken().token, `checkout-session-${booking.id}-${randomUUID()}`)
      await payload.update({
        collection: 'bookings',
        id: booking.id,
        data: { stripeSessionId: session.id },
        req: tx.req,
        overrideAccess: true, // system call: recording the checkout of the offer's booking
      })
      return { checkoutUrl: session.url }
    } catch (error) {
      if (error instanceof AppError) throw error
      return { failed: error, booking }
    }
  })
  if ('checkoutUrl' in opened) return opened
  if ('failed' in opened) {
    payload.logger.error({ err: opened.failed, bookingId: opened.booking.id, entryId: entry.id }, 'waitlist offer: the checkout could not be opened; the offer stays held')
    throw new AppError('PAYMENT_UNAVAILABLE', tryAgain(opened.booking.holdExpiresAt), { bookingId: opened.booking.id })
  }
  return { checkoutUrl: await openCheckout(payload, opened.withoutStripe, newCheckoutCancelToken().token, { now, stripe: null }) }
}
