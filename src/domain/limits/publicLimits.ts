import { HOLD_MS } from '@/domain/bookings/holds'

/**
 * Abuse limits of the public endpoints: every figure in one place (the README's 'Abuse limits' lists the same).
 * A limit keyed on an address applies only when the address is known (TRUSTED_PROXY_HOPS): never on a shared 'unknown'.
 */

/**
 * A limit: `points` events per `durationSeconds` for one key, refused with `message`; `blockSeconds` keeps a key
 * refused that long once over. Counted by src/server/limits/limiter.ts.
 */
export type LimitRule = {
  name: string
  points: number
  durationSeconds: number
  blockSeconds?: number
  message: string
}

const MINUTE = 60
const HOUR = 60 * MINUTE

/**
 * Bookings waiting for payment (held, hold not lapsed) at once. Counted from the bookings themselves, so a hold given
 * back (Back from the checkout, its Cancel, Stripe's expiry) frees its place at once. An address is often a shared
 * network (a household, an office), so it gets a little more room than one email.
 */
export const LIVE_HOLDS = { perEmail: 2, perAddress: 3 } as const

/** Booking attempts that passed the form and the captcha, per hour. */
export const BOOKINGS_PER_EMAIL: LimitRule = {
  name: 'booking-email',
  points: 10,
  durationSeconds: HOUR,
  message: 'There have been too many booking attempts with this email address in the last hour. Please try again later or contact us.',
}
export const BOOKINGS_PER_ADDRESS: LimitRule = {
  name: 'booking-address',
  points: 20,
  durationSeconds: HOUR,
  message: 'There have been too many booking attempts from your network in the last hour. Please try again later or contact us.',
}

/**
 * Bookings that carry a class credit code, per hour (each one also passed the captcha). A code is 60 random bits, so
 * these only make guessing pointless sooner; a customer spending one credit on a few bookings never meets them.
 */
export const CREDIT_CODES_PER_EMAIL: LimitRule = {
  name: 'credit-code-email',
  points: 5,
  durationSeconds: HOUR,
  message: 'Too many class credit codes tried with this email address in the last hour. Please try again later or contact us.',
}
export const CREDIT_CODES_PER_ADDRESS: LimitRule = {
  name: 'credit-code-address',
  points: 10,
  durationSeconds: HOUR,
  message: 'Too many class credit codes tried from your network in the last hour. Please try again later or contact us.',
}

/**
 * Promo codes tried per hour (a booking or the form's Apply, each after the captcha or with a booking's details). A
 * promo code is a word the owner chose, so it can be guessed: these keep guessing slow without troubling a customer
 * who mistypes once or twice.
 */
export const PROMO_CODES_PER_EMAIL: LimitRule = {
  name: 'promo-code-email',
  points: 8,
  durationSeconds: HOUR,
  message: 'Too many promo codes tried with this email address in the last hour. Please try again later or contact us.',
}
export const PROMO_CODES_PER_ADDRESS: LimitRule = {
  name: 'promo-code-address',
  points: 15,
  durationSeconds: HOUR,
  message: 'Too many promo codes tried from your network in the last hour. Please try again later or contact us.',
}
/** The booking form's 'Apply' across all callers (it has no captcha): a ceiling for when no address is known. */
export const PROMO_CHECKS_GLOBAL: LimitRule = {
  name: 'promo-check-global',
  points: 300,
  durationSeconds: HOUR,
  message: 'Promo codes cannot be checked right now. Your code is still checked when you continue to payment.',
}

/** Waitlist joins that passed the form and the captcha, per hour (one live entry per email per class stands apart). */
export const WAITLIST_JOINS_PER_EMAIL: LimitRule = {
  name: 'waitlist-email',
  points: 10,
  durationSeconds: HOUR,
  message: 'There have been too many waitlist requests with this email address in the last hour. Please try again later or contact us.',
}
export const WAITLIST_JOINS_PER_ADDRESS: LimitRule = {
  name: 'waitlist-address',
  points: 20,
  durationSeconds: HOUR,
  message: 'There have been too many waitlist requests from your network in the last hour. Please try again later or contact us.',
}

/** /stripe-success asks up to 7 times per visit (it retries while the payment settles). */
export const VERIFY_PAYMENT_PER_ADDRESS: LimitRule = {
  name: 'verify-payment-address',
  points: 30,
  durationSeconds: 5 * MINUTE,
  message: 'Too many payment checks from your network. Please wait a few minutes and reload this page.',
}

/** How often Stripe is asked about one checkout session; in between, the booking's own state answers. */
export const STRIPE_LOOKUP_PER_SESSION: LimitRule = {
  name: 'stripe-session-lookup',
  points: 1,
  durationSeconds: 5,
  message: 'Stripe was asked about this session moments ago.',
}

export const INQUIRIES_PER_ADDRESS: LimitRule = {
  name: 'inquiry-address',
  points: 5,
  durationSeconds: HOUR,
  message: 'Too many messages from your network in the last hour. Please try again later or contact us directly.',
}
/** Each inquiry emails an acknowledgement to the address given: not a way to flood someone's inbox. */
export const INQUIRIES_PER_EMAIL: LimitRule = {
  name: 'inquiry-email',
  points: 3,
  durationSeconds: HOUR,
  message: 'We have already received several messages from this email address in the last hour. We will reply within 1-2 business days.',
}

/** The site's own pages never call check-availability (they count seats on the server), so a ceiling blocks no visitor. */
export const AVAILABILITY_PER_ADDRESS: LimitRule = {
  name: 'availability-address',
  points: 60,
  durationSeconds: MINUTE,
  message: 'Too many availability checks. Please wait a minute and try again.',
}
export const AVAILABILITY_GLOBAL: LimitRule = {
  name: 'availability-global',
  points: 50,
  durationSeconds: 1,
  message: 'Too many availability checks right now. Please try again in a moment.',
}

/** /public-classes sends the cleanup on about 10% of loads and ignores the answer; the job does the same every 5 minutes. */
export const CLEANUP_PER_ADDRESS: LimitRule = {
  name: 'cleanup-address',
  points: 10,
  durationSeconds: MINUTE,
  message: 'Too many cleanup requests. Please wait a minute.',
}
/** Across all callers the cleanup runs at most this often; a call in between answers at once without work. */
export const CLEANUP_GLOBAL: LimitRule = {
  name: 'cleanup-global',
  points: 1,
  durationSeconds: 10,
  message: 'The cleanup ran moments ago.',
}

const HOLD_MINUTES = HOLD_MS / 60_000

/** The same person however they typed their email. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase()

/** The refusal of one more hold, in the visitor's words, and which count refused it; null while under the cap. */
export function liveHoldsRefusal(
  live: { byEmail: number; byAddress: number | null },
  cap: { perEmail: number; perAddress: number } = LIVE_HOLDS,
): { by: 'email' | 'address'; message: string } | null {
  if (live.byEmail >= cap.perEmail) {
    return {
      by: 'email',
      message: `You already have ${live.byEmail} bookings waiting for payment. Please finish or cancel one of them first (an unpaid booking is released after ${HOLD_MINUTES} minutes).`,
    }
  }
  if (live.byAddress !== null && live.byAddress >= cap.perAddress) {
    return {
      by: 'address',
      message: `There are already ${live.byAddress} bookings waiting for payment from your network. Please finish or cancel one of them first (an unpaid booking is released after ${HOLD_MINUTES} minutes).`,
    }
  }
  return null
}

/** Seconds until the first of the holds lapses (when one more would fit), at least 1. */
export const secondsUntil = (lapsesAt: Date, now: Date): number => Math.max(1, Math.ceil((lapsesAt.getTime() - now.getTime()) / 1000))

/**
 * Manage-link lookups (the page and each of its actions): a visit makes a handful, so a ceiling blocks no customer
 * but stops anyone trying tokens (256-bit, so unguessable anyway). Without a known address, one shared ceiling.
 */
export const MANAGE_LOOKUPS_PER_ADDRESS: LimitRule = {
  name: 'manage-lookup-address',
  points: 60,
  durationSeconds: 10 * MINUTE,
  blockSeconds: 15 * MINUTE,
  message: 'Too many booking lookups from your network. Please wait a few minutes and open the link from your email again.',
}
export const MANAGE_LOOKUPS_WITHOUT_ADDRESS: LimitRule = {
  name: 'manage-lookup-global',
  points: 600,
  durationSeconds: 10 * MINUTE,
  message: 'Too many booking lookups right now. Please wait a few minutes and open the link from your email again.',
}

/** Gift certificate purchases (each one also passed the captcha and opens a checkout), per hour. */
export const GIFT_PURCHASES_PER_ADDRESS: LimitRule = {
  name: 'gift-purchase-address',
  points: 10,
  durationSeconds: HOUR,
  message: 'Too many gift certificate orders from your network in the last hour. Please try again later or contact us.',
}
export const GIFT_PURCHASES_PER_EMAIL: LimitRule = {
  name: 'gift-purchase-email',
  points: 5,
  durationSeconds: HOUR,
  message: 'Too many gift certificate orders with this email address in the last hour. Please try again later or contact us.',
}

/** Participants adding themselves through a private session's join link (each one passed the captcha), per hour. */
export const PRIVATE_JOINS_PER_ADDRESS: LimitRule = {
  name: 'private-join-address',
  points: 20,
  durationSeconds: HOUR,
  message: 'There have been too many sign-ups from your network in the last hour. Please try again later or contact us.',
}
