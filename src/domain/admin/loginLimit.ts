/** Per-address limit on failed instructor logins: at most this many failures within the window. */
export const LOGIN_LIMIT = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const

export const LOGIN_LIMIT_MESSAGE = 'Too many login attempts from your network. Please wait 15 minutes and try again.'

/** The start of the window in which failures count, at `now`. */
export const loginWindowStart = (now: Date): Date => new Date(now.getTime() - LOGIN_LIMIT.windowMs)

/** Whether another attempt is refused, given the failures recorded for the address within the window. */
export const loginBlocked = (failuresInWindow: number): boolean => failuresInWindow >= LOGIN_LIMIT.maxFailures
