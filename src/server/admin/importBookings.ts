import type { Payload } from 'payload'

import { type ImportGroup, parseImportCsv } from '@/domain/import/importCsv'
import { type ImportResult, type ImportSummary, summarizeImport } from '@/domain/import/importResults'
import { importSeatDecision } from '@/domain/import/importSeats'
import type { BookingKind } from '@/domain/bookings/bookingKind'
import type { ClassType } from '@/domain/schedule/classTypes'
import { AppError } from '@/lib/errors'
import type { StaffUser } from '@/server/auth/requireStaff'
import { queueImportRegistrationEmail } from '@/server/email/queueImportRegistrationEmail'
import { lockSchedule, spotsOf } from '@/server/db/schedules'
import { seatsTaken } from '@/server/seats'
import { drizzleOf } from '@/server/transaction'

/** Staff chose 'Import and overbook by N' for one group of the file. */
export type OverbookRequest = { bookingGroupId: string; seats: number }

const KIND_OF: Record<ClassType, BookingKind> = {
  'public-adult-teen': 'adult',
  'public-mother-daughter': 'mother-daughter',
  'community-mother-daughter': 'community-mother-daughter',
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string }; message?: string }
  return e?.code === '23505' || e?.cause?.code === '23505' || /unique/i.test(e?.message ?? '')
}

/**
 * Imports external bookings from CSV text. Each booking group is its own transaction: the schedule row is locked
 * (SELECT ... FOR UPDATE, the lock online booking takes), the group's schedule is checked, seats are re-counted
 * under the lock, and a Confirmed $0 booking (source import) with its participants is created. A group already
 * imported for that schedule (same bookingGroupId) is reported as already imported and nothing is added.
 * A group larger than the seats left is refused with the shortfall; with `overbook`, only that group is imported,
 * beyond capacity by at most the seats staff allowed, and the booking records how many seats it overbooked.
 */
export async function importBookings(
  payload: Payload,
  user: StaffUser,
  csv: string,
  now: Date,
  { overbook }: { overbook?: OverbookRequest } = {},
): Promise<ImportSummary> {
  const parsed = parseImportCsv(csv)
  if (!parsed.ok) throw new AppError('INVALID_INPUT', parsed.error)
  const groups = overbook ? parsed.groups.filter((g) => g.bookingGroupId === overbook.bookingGroupId) : parsed.groups
  if (overbook && groups.length === 0) throw new AppError('INVALID_INPUT', `Booking group ${overbook.bookingGroupId} is not in the file.`)

  const results: ImportResult[] = []
  for (const group of groups) results.push(await importGroup(payload, user, group, now, overbook?.seats))
  return summarizeImport(results)
}

async function importGroup(payload: Payload, user: StaffUser, group: ImportGroup, now: Date, overbookBy?: number): Promise<ImportResult> {
  const base = {
    bookingGroupId: group.bookingGroupId,
    success: false,
    alreadyImported: false,
    participantCount: group.participants.length || group.lines.length,
    contactEmail: group.contact?.email ?? '',
    contactPhone: group.contact?.phone ?? '',
    lines: group.lines,
  }
  if (group.errors.length > 0 || !group.contact || group.classScheduleId == null) return { ...base, error: group.errors.join(' ') }
  const { contact, classScheduleId: scheduleId } = group

  const transactionID = await payload.db.beginTransaction()
  if (transactionID == null) throw new Error('the database adapter gave no transaction')
  const req = { transactionID }
  try {
    const db = await drizzleOf(payload, req)
    await lockSchedule(db, scheduleId)
    const row = await spotsOf(db, scheduleId)
    const fail = async (error: string, extra: Partial<ImportResult> = {}) => {
      await payload.db.rollbackTransaction(transactionID)
      return { ...base, error, ...extra }
    }
    if (!row) return await fail(`Class schedule ${scheduleId} was not found.`)
    if (row.is_cancelled) return await fail(`Class schedule ${scheduleId} is cancelled.`)

    const existing = await payload.find({
      collection: 'bookings',
      where: { and: [{ schedule: { equals: scheduleId } }, { externalGroupId: { equals: group.bookingGroupId } }] },
      depth: 0,
      limit: 1,
      user,
      overrideAccess: false,
      req,
    })
    if (existing.docs[0]) {
      return await fail(`Already imported (booking ${existing.docs[0].bookingNumber}).`, {
        alreadyImported: true,
        bookingNumber: existing.docs[0].bookingNumber ?? undefined,
      })
    }

    const seats = group.participants.length
    const taken = (await seatsTaken(payload, [scheduleId], { now, transactionID })).get(scheduleId) ?? 0
    const decision = importSeatDecision({ availableSpots: Number(row.available_spots), seatsTaken: taken, needed: seats, overbookBy })
    if (!decision.ok) return await fail(decision.message, { seatsShort: decision.seatsShort })
    const overbooked = decision.overbookedSeats > 0 ? { overbookedSeats: decision.overbookedSeats } : {}

    const schedule = await payload.findByID({ collection: 'schedules', id: scheduleId, depth: 1, req, overrideAccess: true }) // read inside the lock
    const classType = typeof schedule.class === 'object' ? schedule.class.type : 'public-adult-teen'
    // Bookings are created only by server-side use cases; the caller was checked as staff by the endpoint.
    const booking = await payload.create({
      collection: 'bookings',
      data: {
        status: 'confirmed',
        source: 'import',
        classType: KIND_OF[classType as ClassType] ?? 'adult',
        schedule: scheduleId,
        externalGroupId: group.bookingGroupId,
        contactFirstName: contact.firstName,
        contactLastName: contact.lastName,
        contactEmail: contact.email,
        contactPhone: contact.phone || undefined,
        participantCount: seats,
        seats,
        totalCents: 0,
        ...overbooked,
      },
      depth: 0,
      req,
      overrideAccess: true,
    })
    for (const p of group.participants) {
      await payload.create({
        collection: 'participants',
        data: { ...p, booking: booking.id, schedule: scheduleId, attendance: 'Not Recorded' },
        depth: 0,
        req,
        overrideAccess: true, // part of the same import use case
      })
    }
    await payload.db.commitTransaction(transactionID)
    await queueImportRegistrationEmail(payload, booking.id, now).catch((error) =>
      payload.logger.error({ err: error, bookingId: booking.id }, 'imported booking: registration email not queued'),
    )
    return { ...base, success: true, bookingNumber: booking.bookingNumber ?? undefined, ...overbooked }
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
    if (isUniqueViolation(error)) return { ...base, alreadyImported: true, error: 'Already imported.' }
    payload.logger.error({ err: error, bookingGroupId: group.bookingGroupId, scheduleId }, 'import of a booking group failed')
    return { ...base, error: 'Could not import this group. Please try again.' }
  }
}
