import type { CreditKind, CreditStatus } from '../credits/classCredit'
import type { BookingKind } from '../bookings/bookingKind'
import type { BookingMethod } from '../schedule/bookingMethods'
import type { HomepagePosition } from '../testimonials/positions'

/** How /cms names the stored values of its select fields (the values themselves never change). */
export const BOOKING_KIND_LABELS: Record<BookingKind, string> = {
  adult: 'Adult & teen',
  'mother-daughter': 'Mother & daughter',
  'community-mother-daughter': 'Community mother & daughter',
}

export const BOOKING_SOURCE_LABELS = { website: 'Booked on the website', import: 'Imported (booked elsewhere)' } as const

export const BOOKING_METHOD_LABELS: Record<BookingMethod, string> = {
  'swsd website': 'Booked on this website',
  external: 'Booked on another site (booking link)',
  contact: 'By contacting the studio',
}

export const CREDIT_STATUS_LABELS: Record<CreditStatus, string> = { active: 'Active', used: 'Used up', void: 'Void', expired: 'Expired', pending: 'Awaiting payment' }

export const CREDIT_KIND_LABELS: Record<CreditKind, string> = { 'class-credit': 'Class credit', 'gift-certificate': 'Gift certificate' }

/** Where a testimonial with each position appears, by page name. */
export const HOMEPAGE_POSITION_LABELS: Record<HomepagePosition, string> = {
  'Quote 1': 'Home page, slot 1',
  'Quote 2': 'Home page, slot 2',
  'Quote 3': 'Home page, slot 3',
  'Quote 4': 'Home page, slot 4',
  'Quote 5': 'Home page, slot 5',
  'Quote 6': 'Home page, slot 6',
  corporate1: 'Workplace Safety page, slot 1',
  corporate2: 'Workplace Safety page, slot 2',
  cbo1: 'Community Groups page, slot 1',
  cbo2: 'Community Groups page, slot 2',
  About1: 'About page, slot 1',
}

/** Review platforms as their owners spell them; anything else as typed. */
const PLATFORM_NAMES: Record<string, string> = {
  google: 'Google',
  yelp: 'Yelp',
  facebook: 'Facebook',
  trustpilot: 'Trustpilot',
  linkedin: 'LinkedIn',
  nextdoor: 'Nextdoor',
  website: 'Website',
  survey: 'Survey',
}

export const platformLabel = (platform: string | null | undefined): string => (platform ? (PLATFORM_NAMES[platform] ?? platform) : '')

/** Payload select options from a value → label map. */
export const labelled = <T extends string>(labels: Record<T, string>) => (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }))
