import type { Payload, Where } from 'payload'

import { hasRole } from '@/access/roles'
import { attendanceWindowStart } from '@/domain/instructor/attendance'
import { PRIVATE_PROGRAM_LABELS } from '@/domain/privateSessions/privateSession'
import { pacificDate } from '@/domain/time/pacific'
import { relationId } from '@/lib/relationId'
import type { Participant, PrivateSession } from '@/payload-types'
import type { StaffUser } from '@/server/auth/requireStaff'
import { privateSignatureFor, privateSignaturesOf } from '@/server/privateSessions/privateParticipants'

import type { AttendanceClass, RosterEntry } from './roster'

/**
 * Private sessions on the attendance screen, beside the classes: an instructor sees their own, the owner all. The
 * sessions themselves are the owner's records, so they are read as the system, narrowed to the instructor's own here.
 */
const visibleTo = (user: StaffUser): Where[] => (hasRole(user, 'owner') ? [] : [{ instructor: { equals: user.id } }])

export const toPrivateAttendanceClass = (s: PrivateSession): AttendanceClass => ({
  id: s.id,
  privateSession: true,
  className: `${PRIVATE_PROGRAM_LABELS[s.program]}: ${s.organization || s.organizerName}`,
  classType: 'private',
  date: pacificDate(new Date(s.startTime)),
  startTime: s.startTime,
  endTime: s.endTime,
  location: s.meetingAddress,
  venueName: '',
  city: '',
  place: s.meetingAddress,
  isCancelled: false,
})

/** Confirmed private sessions from 42 days ago onward, by start. */
export async function privateAttendanceClasses(payload: Payload, user: StaffUser, now: Date): Promise<AttendanceClass[]> {
  const from = `${attendanceWindowStart(pacificDate(now))}T00:00:00-08:00`
  const { docs } = await payload.find({
    collection: 'private-sessions',
    where: { and: [{ status: { equals: 'confirmed' } }, { startTime: { greater_than_equal: from } }, ...visibleTo(user)] },
    sort: 'startTime',
    depth: 0,
    pagination: false,
    overrideAccess: true, // system read: narrowed to the instructor's own sessions by visibleTo
  })
  return docs.map(toPrivateAttendanceClass)
}

/** One confirmed private session the staff member may take attendance for, or null. */
export async function privateAttendanceClass(payload: Payload, user: StaffUser, id: number): Promise<AttendanceClass | null> {
  const { docs } = await payload.find({
    collection: 'private-sessions',
    where: { and: [{ id: { equals: id } }, { status: { equals: 'confirmed' } }, ...visibleTo(user)] },
    depth: 0,
    limit: 1,
    overrideAccess: true, // system read: narrowed to the instructor's own sessions by visibleTo
  })
  return docs[0] ? toPrivateAttendanceClass(docs[0]) : null
}

const toEntry = (p: Participant, s: PrivateSession, signature: { id: number } | null, showsSignature: boolean): RosterEntry => ({
  id: p.id,
  bookingId: 0,
  bookingNumber: `Private ${s.id}`,
  bookingDate: p.createdAt,
  isPrimaryContact: Boolean(p.isPrimaryContact),
  firstName: p.firstName,
  lastName: p.lastName,
  ageGroup: p.ageGroup,
  contactEmail: s.organizerEmail,
  contactPhone: s.organizerPhone ?? '',
  attendance: p.attendance,
  confirmationEmailStatus: null,
  confirmationEmailOpenedAt: null,
  reminderEmailStatus: null,
  reminderEmailOpenedAt: null,
  waiver: signature ? (showsSignature ? { status: 'signed', signatureId: signature.id } : { status: 'signed' }) : { status: 'not signed' },
})

/** The participants of private sessions (each one visible to the staff member), by session id, in the order they were added. */
export async function privateRosters(payload: Payload, user: StaffUser, sessionIds: readonly number[]): Promise<Map<number, RosterEntry[]>> {
  const bySession = new Map<number, RosterEntry[]>(sessionIds.map((id) => [id, []]))
  if (sessionIds.length === 0) return bySession
  const [{ docs: sessions }, { docs: participants }, signatures] = await Promise.all([
    payload.find({ collection: 'private-sessions', where: { and: [{ id: { in: [...sessionIds] } }, ...visibleTo(user)] }, depth: 0, pagination: false, overrideAccess: true }), // system read: narrowed by visibleTo
    payload.find({ collection: 'participants', where: { privateSession: { in: [...sessionIds] } }, sort: 'createdAt', depth: 0, pagination: false, user, overrideAccess: false }),
    privateSignaturesOf(payload, sessionIds, { user }),
  ])
  const sessionOf = new Map(sessions.map((s) => [s.id, s]))
  const showsSignature = hasRole(user, 'owner')
  for (const p of participants) {
    const session = sessionOf.get(relationId(p.privateSession) ?? 0)
    if (session) bySession.get(session.id)?.push(toEntry(p, session, privateSignatureFor(p, signatures), showsSignature))
  }
  return bySession
}
