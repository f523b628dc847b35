/** How long a staff session lives on the server from sign-in: 12 hours, or 30 days with 'Remember me'. */
export const SESSION_SECONDS = 12 * 60 * 60
export const REMEMBERED_SESSION_SECONDS = 30 * 24 * 60 * 60

/** When a session started at `start` ends. */
export const sessionEnd = (start: Date, rememberMe: boolean): Date =>
  new Date(start.getTime() + (rememberMe ? REMEMBERED_SESSION_SECONDS : SESSION_SECONDS) * 1000)

/** Whether a stored session was made with 'Remember me': only those outlive the short lifetime. */
export const isRemembered = (session: { createdAt?: Date | string | null; expiresAt: Date | string }): boolean =>
  session.createdAt != null && new Date(session.expiresAt).getTime() - new Date(session.createdAt).getTime() > SESSION_SECONDS * 1000
