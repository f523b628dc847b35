import type { AgeGroup } from '@/domain/bookings/ageGroups'

import type { ScheduleKey } from './schedules'

export type WaitlistSeed = {
  scheduleKey: ScheduleKey
  contact: { firstName: string; lastName: string; email: string; phone: string }
  /** Participants besides the contact (who is 16+). */
  party: { firstName: string; lastName: string; ageGroup: AgeGroup }[]
}

/** Waiting in line for the two full classes, in this order: a mother and her daughter, and a single adult. */
export const waitlist: WaitlistSeed[] = [
  {
    scheduleKey: 'full',
    contact: { firstName: 'Rebecca', lastName: 'Stone', email: 'rebecca.stone@example.com', phone: '(925) 555-0109' },
    party: [{ firstName: 'Lily', lastName: 'Stone', ageGroup: '12-15' }],
  },
  {
    scheduleKey: 'fullAdult',
    contact: { firstName: 'Olivia', lastName: 'Bennett', email: 'olivia.bennett@example.com', phone: '(925) 555-0177' },
    party: [],
  },
]
