/** The spec's words at the instructor login, and the refusals of the login limits. */
export const LOGIN_MESSAGES = {
  noEmail: 'Please enter your email',
  noPassword: 'Please enter a password',
  noCaptcha: 'Please complete the CAPTCHA',
  invalid: 'Invalid email or password',
} as const

/**
 * Login attempts allowed before refusals, for every login path. Each attempt with a valid CAPTCHA counts, against the
 * caller's address (when a trusted proxy names it) and against the account asked for; a successful login clears its
 * account's count. Once over, the key stays refused for `blockSeconds`.
 */
export const LOGIN_LIMITS = {
  perAddress: {
    name: 'login-address',
    points: 10,
    durationSeconds: 15 * 60,
    blockSeconds: 15 * 60,
    message: 'Too many login attempts from your network. Please wait 15 minutes and try again.',
  },
  perAccount: {
    name: 'login-account',
    points: 5,
    durationSeconds: 10 * 60,
    blockSeconds: 10 * 60,
    message: 'This account is locked after too many failed attempts. Please try again in 10 minutes.',
  },
} as const
