/** Stored values are GraphQL-safe; labels are the spec's lower-cased type names. */
export const CLASS_TYPE_LABELS = {
  'public-adult-teen': 'public: adult & teen',
  'public-mother-daughter': 'public: mother & daughter',
  'community-mother-daughter': 'community: mother & daughter',
} as const
export type ClassType = keyof typeof CLASS_TYPE_LABELS
export const CLASS_TYPES = Object.keys(CLASS_TYPE_LABELS) as ClassType[]

export const BOOKING_METHODS = ['swsd website', 'external', 'contact'] as const
export type BookingMethod = (typeof BOOKING_METHODS)[number]

export const AGE_GROUPS = ['Under 12', '12-15', '16+'] as const
export type AgeGroup = (typeof AGE_GROUPS)[number]

export const ATTENDANCE_VALUES = ['Not Recorded', 'Present', 'Absent'] as const
export type Attendance = (typeof ATTENDANCE_VALUES)[number]

export const BOOKING_KINDS = ['adult', 'mother-daughter', 'community-mother-daughter'] as const
export type BookingKind = (typeof BOOKING_KINDS)[number]

export const BOOKING_STATUSES = ['held', 'confirmed', 'expired', 'cancelled', 'refunded', 'needs-review'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

export const EMAIL_STATUSES = ['Queued', 'Sent', 'Delivered', 'Delayed', 'Opened', 'Clicked', 'Bounced', 'Spam', 'Failed'] as const
export type EmailStatus = (typeof EMAIL_STATUSES)[number]

export const HOMEPAGE_POSITIONS = [
  'Quote 1',
  'Quote 2',
  'Quote 3',
  'Quote 4',
  'Quote 5',
  'Quote 6',
  'corporate1',
  'corporate2',
  'cbo1',
  'cbo2',
  'About1',
] as const
export type HomepagePosition = (typeof HOMEPAGE_POSITIONS)[number]

export const FORM_TYPES = ['Private Training', 'Workplace Safety', 'Community Organizations'] as const
export type FormType = (typeof FORM_TYPES)[number]
