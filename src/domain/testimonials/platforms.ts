export type PlatformInfo = {
  key: string
  /** Shown next to the review. */
  label: string
  /** One or two letters drawn in the platform badge. */
  icon: string
  /** Badge colour, with white text; every value reaches 4.5:1 contrast against white. */
  color: string
}

const KNOWN: Record<string, Omit<PlatformInfo, 'key'>> = {
  google: { label: 'Google', icon: 'G', color: '#1a5fc7' },
  yelp: { label: 'Yelp', icon: 'Y', color: '#b3001b' },
  facebook: { label: 'Facebook', icon: 'f', color: '#1457b8' },
  trustpilot: { label: 'Trustpilot', icon: '★', color: '#00704a' },
  linkedin: { label: 'LinkedIn', icon: 'in', color: '#0a5a92' },
  nextdoor: { label: 'Nextdoor', icon: 'N', color: '#2f6b1c' },
  website: { label: 'Website', icon: 'W', color: '#6b2a7a' },
  survey: { label: 'Post-Class Survey', icon: 'S', color: '#5a4a00' },
}

const GENERIC: Omit<PlatformInfo, 'key'> = { label: 'Review', icon: '✓', color: '#4a5160' }

/** Display name, icon and colour of a review platform; unknown or missing platforms are a generic 'Review'. */
export function platformInfo(platform: string | null | undefined): PlatformInfo {
  const key = (platform ?? '').trim().toLowerCase()
  const known = KNOWN[key]
  return known ? { key, ...known } : { key: key || 'review', ...GENERIC }
}

/** Whether a review has an original to link to ('survey' answers have none). */
export const hasOriginalReview = (platform: string | null | undefined, reviewUrl: string | null | undefined): boolean =>
  platformInfo(platform).key !== 'survey' && Boolean(reviewUrl)

/** Stars out of 5: default 5, never more than 5, never fewer than 0, whole stars. */
export function starCount(rating: number | null | undefined): number {
  if (rating === null || rating === undefined || Number.isNaN(rating)) return 5
  return Math.max(0, Math.min(5, Math.round(rating)))
}

/** The letter shown in place of a broken profile image. */
export const initialOf = (name: string | null | undefined): string => (name ?? '').trim().charAt(0).toUpperCase() || '?'
