import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { Booking, Class, Participant, Schedule, User } from '@/payload-types'

/** The business name the integration database's site settings carry (tests/int/globalSetup.ts). */
export const TEST_BUSINESS_NAME = 'SWSD Self-Defense'

const unique = () => randomUUID().slice(0, 8)
const system = { overrideAccess: true } as const

export type TestUser = User & { collection: 'users' }

export async function makeUser(payload: Payload, role: User['role']): Promise<TestUser> {
  const user = await payload.create({
    collection: 'users',
    data: { email: `${role}-${unique()}@test.example`, password: 'test-password-123', role },
    ...system,
  })
  return { ...user, collection: 'users' }
}

export function makeClass(payload: Payload, data: Partial<Class> = {}): Promise<Class> {
  return payload.create({
    collection: 'classes',
    data: {
      name: `Test class ${unique()}`,
      type: 'public-adult-teen',
      bookingMethod: 'swsd website',
      priceCents: 7500,
      city: 'Walnut Creek',
      partnerOrganization: TEST_BUSINESS_NAME,
      isActive: true,
      ...data,
    },
    ...system,
  })
}

export async function makeSchedule(
  payload: Payload,
  data: Partial<Omit<Schedule, 'class'>> & { class?: number } = {},
): Promise<Schedule> {
  const classId = data.class ?? (await makeClass(payload)).id
  const start = new Date(Date.now() + 14 * 24 * 3600 * 1000)
  return payload.create({
    collection: 'schedules',
    data: {
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 3 * 3600 * 1000).toISOString(),
      availableSpots: 10,
      ...data,
      class: classId,
    },
    ...system,
  })
}

export async function makeBooking(
  payload: Payload,
  data: Partial<Omit<Booking, 'schedule'>> & { schedule?: number } = {},
): Promise<{ booking: Booking; participant: Participant }> {
  const scheduleId = data.schedule ?? (await makeSchedule(payload)).id
  const booking = await payload.create({
    collection: 'bookings',
    data: {
      status: 'confirmed',
      source: 'website',
      classType: 'adult',
      contactFirstName: 'Ada',
      contactLastName: 'Lovelace',
      contactEmail: `ada-${unique()}@example.com`,
      contactPhone: '9255550100',
      participantCount: 1,
      seats: 1,
      totalCents: 7500,
      ...data,
      schedule: scheduleId,
    },
    ...system,
  })
  const participant = await payload.create({
    collection: 'participants',
    data: {
      booking: booking.id,
      schedule: scheduleId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      ageGroup: '16+',
      isPrimaryContact: true,
      attendance: 'Not Recorded',
    },
    ...system,
  })
  return { booking, participant }
}
