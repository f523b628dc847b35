/** Demo checkout sessions are named like this; the demo page takes the session id, never the booking id alone. */
export const DEMO_SESSION_PREFIX = 'demo_'
/** A free class (priced $0) has no payment: its booking is confirmed at once under this session id. */
export const FREE_SESSION_PREFIX = 'free_'

/** Session ids this server made itself: no payment provider knows them. */
export const isLocalSessionId = (sessionId: string): boolean =>
  sessionId.startsWith(DEMO_SESSION_PREFIX) || sessionId.startsWith(FREE_SESSION_PREFIX)

/** A Checkout Session at Stripe: only Stripe can say whether it was paid. */
export const isStripeSessionId = (sessionId: string | null | undefined): boolean => Boolean(sessionId) && !isLocalSessionId(sessionId!)
