import { isRegistrationClosed } from '../schedule/cardAction'

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
  if (s.startTime && isRegistrationClosed(new Date(s.startTime), now)) return 'Closed'
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
