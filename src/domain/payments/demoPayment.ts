/** The site's own checkout (no Stripe key set; also the seeded demo bookings) names its sessions with this prefix. */
export const DEMO_SESSION_PREFIX = 'demo_'

/** Paid through the demo checkout: no card was charged, so cancelling moves nothing back to a card. */
export const paidInDemo = (sessionId: string | null | undefined): boolean => Boolean(sessionId?.startsWith(DEMO_SESSION_PREFIX))

/** What a demo booking's customer reads wherever a paid booking's refund to the card would be. */
export const DEMO_NOTHING_CHARGED = 'Demo booking: nothing was charged, so nothing goes back to a card.'
