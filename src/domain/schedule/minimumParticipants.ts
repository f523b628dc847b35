import { PUBLIC_POLICY } from '../policies/cancellation'

const HOUR = 3_600_000

/**
 * The owner hears about a class short of its minimum before the 48-hour mark of the policy, with this much time to
 * decide: the check opens 48 + 12 = 60 hours before the start. A class that is still short later (a cancellation,
 * a minimum set late) is reported on the next hourly run, up to its start; one email per class either way.
 */
export const MINIMUM_CHECK_MARGIN_HOURS = 12
export const MINIMUM_CHECK_LEAD_HOURS = PUBLIC_POLICY.minimumParticipantsNoticeHours + MINIMUM_CHECK_MARGIN_HOURS

/** The starts a check at `now` looks at: after `now`, and no more than the lead time ahead. */
export const minimumCheckWindow = (now: Date): { from: Date; to: Date } => ({
  from: now,
  to: new Date(now.getTime() + MINIMUM_CHECK_LEAD_HOURS * HOUR),
})

/** Whether a class starting at `start` is checked at `now`. */
export function isMinimumCheckDue(start: Date, now: Date): boolean {
  const { from, to } = minimumCheckWindow(now)
  return start.getTime() > from.getTime() && start.getTime() <= to.getTime()
}

/** The schedule's own minimum overrides the class's; none (or 0) means the class runs with anyone. */
export const effectiveMinimum = (scheduleMinimum?: number | null, classMinimum?: number | null): number | null => {
  const minimum = scheduleMinimum ?? classMinimum ?? null
  return minimum != null && minimum > 0 ? minimum : null
}

/** Short of its minimum: fewer confirmed seats than the minimum. */
export const isUnderMinimum = (confirmedSeats: number, minimum: number | null): boolean => minimum != null && confirmedSeats < minimum
