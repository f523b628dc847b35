import type { Payload } from 'payload'

import { hasRole } from '@/access/roles'
import { type Attendance, attendanceToSave, attendanceWindowStart } from '@/domain/instructor/attendance'
import { placeOfSchedule } from '@/domain/schedule/place'
import { pacificDate } from '@/domain/time/pacific'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relationId'
import type { Booking, Class, Participant, Schedule, WaiverSignature } from '@/payload-types'
import type { StaffUser } from '@/server/auth/requireStaff'
import { signatureFor, signaturesOf } from '@/server/waivers/waiverSignatures'

export type AttendanceClass = {
  /** A class's schedule id, or a private session's id when privateSession is set. */
  id: number
  privateSession?: true
  className: string
  classType: string
  date: string
  startTime: string | null
  endTime: string | null
  location: string
  venueName: string
  city: string
  /** Where the class meets, as every screen and email words it. */
  place: string
  isCancelled: boolean
}

export type RosterEntry = {
  id: number
  bookingId: number
  bookingNumber: string
  bookingDate: string
  isPrimaryContact: boolean
  firstName: string
  lastName: string
  ageGroup: string
  contactEmail: string
  contactPhone: string
  attendance: Attendance
  confirmationEmailStatus: string | null
  confirmationEmailOpenedAt: string | null
  reminderEmailStatus: string | null
  reminderEmailOpenedAt: string | null
  /** The participant's waiver: signed, not signed, or not asked (booked before any waiver). */
  waiver: WaiverState
}

/** A signed waiver names its signature (for the PDF) to the owner only: who signed and from where is theirs alone. */
export type WaiverState = { status: 'signed'; signatureId?: number } | { status: 'not signed' } | { status: 'not asked' }

const classOf = (s: Schedule): Partial<Class> => (typeof s.class === 'object' && s.class ? s.class : {})

export const toAttendanceClass = (s: Schedule): AttendanceClass => {
  const c = classOf(s)
  const place = placeOfSchedule(s, c)
  return {
    id: s.id,
    className: c.name ?? s.title ?? `Class ${s.id}`,
    classType: c.type ?? '',
    date: s.date ?? (s.startTime ? pacificDate(new Date(s.startTime)) : ''),
    startTime: s.startTime ?? null,
    endTime: s.endTime ?? null,
    location: place.address ?? '',
    venueName: place.venueName ?? '',
    city: place.city ?? '',
    place: place.text,
    isCancelled: Boolean(s.isCancelled),
  }
}

/** Classes on the attendance screen: not cancelled, from 42 days ago onward, by start. */
export async function attendanceClasses(payload: Payload, user: StaffUser, now: Date): Promise<AttendanceClass[]> {
  const { docs } = await payload.find({
    collection: 'schedules',
    where: { and: [{ isCancelled: { not_equals: true } }, { date: { greater_than_equal: attendanceWindowStart(pacificDate(now)) } }] },
    sort: 'startTime',
    depth: 1,
    pagination: false,
    user,
    overrideAccess: false,
  })
  return docs.map(toAttendanceClass)
}

/** Any one class by its id, cancelled or long past included (staff read them all); null when there is none. */
export async function attendanceClass(payload: Payload, user: StaffUser, scheduleId: number): Promise<AttendanceClass | null> {
  const schedule = await payload.findByID({ collection: 'schedules', id: scheduleId, depth: 1, user, overrideAccess: false, disableErrors: true })
  return schedule ? toAttendanceClass(schedule) : null
}

const waiverState = (p: Participant, b: Booking, signatures: readonly WaiverSignature[], showsSignature: boolean): WaiverState => {
  if (b.waiverVersion == null) return { status: 'not asked' }
  const signature = signatureFor(p, b.waiverVersion, signatures)
  if (!signature) return { status: 'not signed' }
  return showsSignature ? { status: 'signed', signatureId: signature.id } : { status: 'signed' }
}

const toEntry = (p: Participant, signatures: readonly WaiverSignature[], showsSignature: boolean): RosterEntry => {
  const b = p.booking as Booking
  return {
    id: p.id,
    bookingId: b.id,
    bookingNumber: b.bookingNumber ?? '',
    bookingDate: b.paidAt ?? b.createdAt,
    isPrimaryContact: Boolean(p.isPrimaryContact),
    firstName: p.firstName,
    lastName: p.lastName,
    ageGroup: p.ageGroup,
    contactEmail: b.contactEmail,
    contactPhone: b.contactPhone ?? '',
    attendance: p.attendance,
    confirmationEmailStatus: b.confirmationEmailStatus ?? null,
    confirmationEmailOpenedAt: b.confirmationEmailOpenedAt ?? null,
    reminderEmailStatus: b.reminderEmailStatus ?? null,
    reminderEmailOpenedAt: b.reminderEmailOpenedAt ?? null,
    waiver: waiverState(p, b, signatures, showsSignature),
  }
}

/** Roster order: bookings by booking date, the primary contact first within each, then by last and first name. */
const byBookingThenPrimary = (a: RosterEntry, b: RosterEntry) =>
  a.bookingDate.localeCompare(b.bookingDate) ||
  a.bookingId - b.bookingId ||
  Number(b.isPrimaryContact) - Number(a.isPrimaryContact) ||
  a.lastName.localeCompare(b.lastName) ||
  a.firstName.localeCompare(b.firstName)

/** Participants of confirmed bookings for any number of classes, in one query, grouped by schedule id. */
export async function rosters(payload: Payload, user: StaffUser, scheduleIds: readonly number[]): Promise<Map<number, RosterEntry[]>> {
  const byClass = new Map<number, RosterEntry[]>(scheduleIds.map((id) => [id, []]))
  if (scheduleIds.length === 0) return byClass
  const { docs } = await payload.find({
    collection: 'participants',
    where: { and: [{ schedule: { in: [...scheduleIds] } }, { 'booking.status': { equals: 'confirmed' } }] },
    depth: 1,
    pagination: false,
    user,
    overrideAccess: false,
  })
  const asked = [...new Set(docs.flatMap((p) => (typeof p.booking === 'object' && p.booking?.waiverVersion != null ? [p.booking!.id] : [])))]
  const signatures = await signaturesOf(payload, asked, { user })
  const showsSignature = hasRole(user, 'owner')
  for (const p of docs) {
    if (typeof p.booking !== 'object' || !p.booking) continue
    byClass.get(relationId(p.schedule) ?? 0)?.push(toEntry(p, signatures, showsSignature))
  }
  for (const list of byClass.values()) list.sort(byBookingThenPrimary)
  return byClass
}

export type ClassRoster = {
  classInfo: { className: string; date: string; startTime: string | null; location: string }
  roster: RosterEntry[]
  totalParticipants: number
}

/** One class's roster (GET /api/admin/class-roster). */
export async function classRoster(payload: Payload, user: StaffUser, scheduleId: number): Promise<ClassRoster> {
  const schedule = await payload
    .findByID({ collection: 'schedules', id: scheduleId, depth: 1, user, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  if (!schedule) throw new AppError('NOT_FOUND', 'Class not found')
  const info = toAttendanceClass(schedule)
  const roster = (await rosters(payload, user, [scheduleId])).get(scheduleId) ?? []
  return {
    classInfo: { className: info.className, date: info.date, startTime: info.startTime, location: info.place },
    roster,
    totalParticipants: roster.length,
  }
}

/**
 * Saves attendance for participants of one class as the instructor (access rules allow instructors to change only
 * the attendance field). Not Recorded is saved as Present. One transaction; at most three bulk updates.
 */
export async function markAttendance(
  payload: Payload,
  user: StaffUser,
  input: { classScheduleId: number; attendanceRecords: { participantId: number; attendance: Attendance }[] } | { privateSessionId: number; attendanceRecords: { participantId: number; attendance: Attendance }[] },
): Promise<{ participantId: number; attendance: Attendance }[]> {
  const ids = [...new Set(input.attendanceRecords.map((r) => r.participantId))]
  const found = await payload.find({
    collection: 'participants',
    where: { and: [{ id: { in: ids } }, 'privateSessionId' in input ? { privateSession: { equals: input.privateSessionId } } : { schedule: { equals: input.classScheduleId } }] },
    depth: 0,
    pagination: false,
    select: { attendance: true },
    user,
    overrideAccess: false,
  })
  if (found.docs.length !== ids.length) throw new AppError('INVALID_INPUT', 'Some participants are not registered for this class.')

  const stored = new Map(found.docs.map((p) => [p.id, p.attendance]))
  const saved = input.attendanceRecords.map((r) => ({ participantId: r.participantId, attendance: attendanceToSave(r.attendance, stored.get(r.participantId) ?? 'Not Recorded') }))
  const groups = new Map<Attendance, number[]>()
  for (const r of saved) groups.set(r.attendance, [...(groups.get(r.attendance) ?? []), r.participantId])

  const transactionID = await payload.db.beginTransaction()
  try {
    for (const [attendance, participantIds] of groups) {
      const result = await payload.update({
        collection: 'participants',
        where: { id: { in: participantIds } },
        data: { attendance },
        depth: 0,
        user,
        overrideAccess: false,
        req: transactionID != null ? { transactionID } : undefined,
      })
      if (result.errors.length > 0) throw new Error(`attendance update refused: ${JSON.stringify(result.errors)}`)
    }
    if (transactionID != null) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID != null) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
  return saved
}
