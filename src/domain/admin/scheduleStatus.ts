/** Registration closes this long before the start (public-site spec: 4 hours before start). */
export const REGISTRATION_CLOSES_BEFORE_MS = 4 * 60 * 60 * 1000

export type RegistrationStatus = 'Open' | 'Opens Later' | 'Closed'

/**
 * The Registration column of the instructor schedules list: Closed when the class is cancelled, full or within four
 * hours of its start; Opens Later while a registration-opening time lies ahead; otherwise Open.
 */
export function registrationStatus(
  s: { isCancelled?: boolean | null; startTime?: string | null; registrationOpens?: string | null; remaining: number },
  now: Date,
): RegistrationStatus {
  if (s.isCancelled) return 'Closed'
  if (s.startTime && Date.parse(s.startTime) - now.getTime() < REGISTRATION_CLOSES_BEFORE_MS) return 'Closed'
  if (s.remaining <= 0) return 'Closed'
  if (s.registrationOpens && Date.parse(s.registrationOpens) > now.getTime()) return 'Opens Later'
  return 'Open'
}

/** Status column: Active or Cancelled. */
export const scheduleStatus = (isCancelled: boolean | null | undefined): 'Active' | 'Cancelled' => (isCancelled ? 'Cancelled' : 'Active')

/** Low availability (spec §4, §9): not cancelled and 1 to 3 spots remaining. */
export const LOW_AVAILABILITY_MAX = 3
export const isLowAvailability = (isCancelled: boolean | null | undefined, remaining: number): boolean =>
  !isCancelled && remaining >= 1 && remaining <= LOW_AVAILABILITY_MAX

/** Page size of the instructor schedules list (spec §9). */
export const SCHEDULES_PAGE_SIZE = 50
