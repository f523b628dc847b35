import type { AgeGroup } from '@/domain/bookings/ageGroups'
import type { EmailStatus } from '@/domain/email/status'
import type { Attendance } from '@/domain/instructor/attendance'

import type { ScheduleKey } from './schedules'

type ParticipantSeed = { firstName: string; lastName: string; ageGroup: AgeGroup; attendance?: Attendance }

export type BookingSeed = {
  /** Natural key; letters from the booking-number alphabet (no 0/O, 1/I/L). */
  bookingNumber: string
  scheduleKey: ScheduleKey
  source: 'website' | 'import'
  externalGroupId?: string
  email: string
  phone: string
  /** The first participant is the contact and primary participant (16+). */
  participants: [ParticipantSeed, ...ParticipantSeed[]]
  /** Days before `now` the payment went through; imported bookings are not paid on our site. */
  paidDaysAgo?: number
  confirmationEmail: { status: EmailStatus; openedDaysAgo?: number }
  reminderEmail?: { status: EmailStatus; openedDaysAgo?: number }
}

const adult = (firstName: string, lastName: string, attendance?: Attendance): ParticipantSeed => ({ firstName, lastName, ageGroup: '16+', attendance })
const daughter = (firstName: string, lastName: string): ParticipantSeed => ({ firstName, lastName, ageGroup: '12-15' })

export const bookings: BookingSeed[] = [
  // Three days ago, attendance partly taken.
  {
    bookingNumber: 'SW-DEMA2B',
    scheduleKey: 'past',
    source: 'website',
    email: 'priya.natarajan@example.com',
    phone: '(925) 555-0181',
    participants: [adult('Priya', 'Natarajan', 'Present'), adult('Anika', 'Natarajan', 'Present')],
    paidDaysAgo: 24,
    confirmationEmail: { status: 'Opened', openedDaysAgo: 24 },
    reminderEmail: { status: 'Opened', openedDaysAgo: 4 },
  },
  {
    bookingNumber: 'SW-DEMA3C',
    scheduleKey: 'past',
    source: 'website',
    email: 'laura.bennett@example.com',
    phone: '(925) 555-0193',
    participants: [adult('Laura', 'Bennett', 'Absent')],
    paidDaysAgo: 17,
    confirmationEmail: { status: 'Delivered' },
    reminderEmail: { status: 'Delivered' },
  },
  {
    bookingNumber: 'SW-DEMA4D',
    scheduleKey: 'past',
    source: 'website',
    email: 'sofia.martinez@example.com',
    phone: '(510) 555-0127',
    participants: [adult('Sofia', 'Martinez', 'Present'), adult('Elena', 'Martinez')],
    paidDaysAgo: 9,
    confirmationEmail: { status: 'Opened', openedDaysAgo: 9 },
    reminderEmail: { status: 'Delivered' },
  },

  // Next week's Walnut Creek adult class: 8 of 10 seats taken, 2 left.
  {
    bookingNumber: 'SW-DEMA5E',
    scheduleKey: 'nearlyFull',
    source: 'website',
    email: 'jessica.huang@example.com',
    phone: '(925) 555-0106',
    participants: [adult('Jessica', 'Huang'), adult('Emily', 'Huang'), adult('Grace', 'Huang')],
    paidDaysAgo: 12,
    confirmationEmail: { status: 'Opened', openedDaysAgo: 12 },
  },
  {
    bookingNumber: 'SW-DEMA6F',
    scheduleKey: 'nearlyFull',
    source: 'website',
    email: 'rachel.goldberg@example.com',
    phone: '(415) 555-0152',
    participants: [adult('Rachel', 'Goldberg'), adult('Hannah', 'Goldberg')],
    paidDaysAgo: 8,
    confirmationEmail: { status: 'Delivered' },
  },
  {
    bookingNumber: 'SW-DEMA7G',
    scheduleKey: 'nearlyFull',
    source: 'website',
    email: 'tamara.okafor@example.com',
    phone: '(925) 555-0174',
    participants: [adult('Tamara', 'Okafor'), adult('Ngozi', 'Okafor')],
    paidDaysAgo: 5,
    confirmationEmail: { status: 'Opened', openedDaysAgo: 4 },
  },
  {
    bookingNumber: 'SW-DEMA8H',
    scheduleKey: 'nearlyFull',
    source: 'website',
    email: 'megan.obrien@example.com',
    phone: '(925) 555-0138',
    participants: [adult('Megan', "O'Brien")],
    paidDaysAgo: 2,
    confirmationEmail: { status: 'Delivered' },
  },

  // This week's Pleasant Hill mother & daughter class: all 10 seats taken.
  {
    bookingNumber: 'SW-DEMA9J',
    scheduleKey: 'full',
    source: 'website',
    email: 'karen.liu@example.com',
    phone: '(925) 555-0115',
    participants: [adult('Karen', 'Liu'), daughter('Sophie', 'Liu')],
    paidDaysAgo: 21,
    confirmationEmail: { status: 'Opened', openedDaysAgo: 21 },
  },
  {
    bookingNumber: 'SW-DEMB2K',
    scheduleKey: 'full',
    source: 'website',
    email: 'maria.gonzalez@example.com',
    phone: '(925) 555-0160',
    participants: [adult('Maria', 'Gonzalez'), daughter('Isabella', 'Gonzalez'), daughter('Camila', 'Gonzalez')],
    paidDaysAgo: 15,
    confirmationEmail: { status: 'Opened', openedDaysAgo: 14 },
  },
  {
    bookingNumber: 'SW-DEMB3M',
    scheduleKey: 'full',
    source: 'website',
    email: 'jennifer.park@example.com',
    phone: '(510) 555-0189',
    participants: [adult('Jennifer', 'Park'), daughter('Chloe', 'Park')],
    paidDaysAgo: 11,
    confirmationEmail: { status: 'Delivered' },
  },
  {
    bookingNumber: 'SW-DEMB4N',
    scheduleKey: 'full',
    source: 'website',
    email: 'aisha.rahman@example.com',
    phone: '(925) 555-0147',
    participants: [adult('Aisha', 'Rahman'), daughter('Zara', 'Rahman'), daughter('Leila', 'Rahman')],
    paidDaysAgo: 6,
    confirmationEmail: { status: 'Opened', openedDaysAgo: 6 },
  },

  // The Concord adult class in two weeks: all 10 seats taken, one person waiting (src/seed/data/waitlist.ts).
  {
    bookingNumber: 'SW-DEMC2R',
    scheduleKey: 'fullAdult',
    source: 'website',
    email: 'diana.reyes@example.com',
    phone: '(925) 555-0121',
    participants: [adult('Diana', 'Reyes'), adult('Lucia', 'Reyes'), adult('Marisol', 'Reyes'), adult('Carmen', 'Reyes')],
    paidDaysAgo: 19,
    confirmationEmail: { status: 'Opened', openedDaysAgo: 19 },
  },
  {
    bookingNumber: 'SW-DEMC3S',
    scheduleKey: 'fullAdult',
    source: 'website',
    email: 'kim.nguyen@example.com',
    phone: '(925) 555-0164',
    participants: [adult('Kim', 'Nguyen'), adult('Linh', 'Nguyen'), adult('Mai', 'Nguyen')],
    paidDaysAgo: 10,
    confirmationEmail: { status: 'Delivered' },
  },
  {
    bookingNumber: 'SW-DEMC4T',
    scheduleKey: 'fullAdult',
    source: 'website',
    email: 'brooke.adams@example.com',
    phone: '(510) 555-0145',
    participants: [adult('Brooke', 'Adams'), adult('Tessa', 'Adams'), adult('Jordan', 'Adams')],
    paidDaysAgo: 4,
    confirmationEmail: { status: 'Opened', openedDaysAgo: 3 },
  },

  // A troop family in the San Mateo community workshop.
  {
    bookingNumber: 'SW-DEMB5P',
    scheduleKey: 'community',
    source: 'website',
    email: 'heather.collins@example.com',
    phone: '(650) 555-0133',
    participants: [adult('Heather', 'Collins'), daughter('Ava', 'Collins')],
    paidDaysAgo: 7,
    confirmationEmail: { status: 'Delivered' },
  },

  // Imported from the college's roster: confirmed, $0 on our side.
  {
    bookingNumber: 'SW-DEMB6Q',
    scheduleKey: 'imported',
    source: 'import',
    externalGroupId: 'GRP-1001',
    email: 'nicole.tran@example.com',
    phone: '(925) 555-0170',
    participants: [adult('Nicole', 'Tran'), daughter('Emma', 'Tran')],
    confirmationEmail: { status: 'Sent' },
  },
]
