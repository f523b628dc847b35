import { count } from '../text/count'

/**
 * How long a booking holds its seats while the visitor pays. Stripe wants a Checkout Session to live at least
 * 30 minutes from its creation; the session is created right after the hold, so a 31-minute hold lets the session
 * expire together with the hold.
 */
export const HOLD_MS = 31 * 60 * 1000
/** Stripe's minimum Checkout Session lifetime, plus a little for clock skew. */
export const MIN_CHECKOUT_MS = 30 * 60 * 1000 + 15 * 1000

export const holdExpiry = (now: Date): Date => new Date(now.getTime() + HOLD_MS)

/** expires_at (Unix seconds) of the checkout: the hold's end, but never sooner than Stripe accepts. */
export const checkoutExpiresAt = (holdExpiresAt: Date, now: Date): number =>
  Math.ceil(Math.max(holdExpiresAt.getTime(), now.getTime() + MIN_CHECKOUT_MS) / 1000)

/** The 409 text for seats that don't fit (the spec's error catalogue, with a real plural for its 'spot(s)'). */
export const seatConflictMessage = (remaining: number): string =>
  remaining <= 0 ? 'Sorry, this class is already full.' : `This class is almost full. Only ${count(remaining, 'spot')} ${remaining === 1 ? 'remains' : 'remain'}.`
