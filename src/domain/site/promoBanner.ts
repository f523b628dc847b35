/**
 * The promotional banner is shown unless it was dismissed in this browser session or its expiry has passed.
 * An empty text never shows; no expiry means it does not expire.
 */
export function isPromoBannerVisible({
  text,
  expiresAt,
  dismissed,
  now,
}: {
  text: string | null | undefined
  expiresAt: string | null | undefined
  dismissed: boolean
  now: Date
}): boolean {
  if (!text || !text.trim()) return false
  if (dismissed) return false
  if (!expiresAt) return true
  const expiry = Date.parse(expiresAt)
  if (Number.isNaN(expiry)) return true
  return now.getTime() <= expiry
}

/** The sessionStorage key the spec names. */
export const PROMO_DISMISSED_KEY = 'promoBannerDismissed'
