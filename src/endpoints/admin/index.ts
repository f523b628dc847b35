import { type Endpoint, logoutOperation } from 'payload'
import { z } from 'zod'

import { allClassesCsvName, allClassesCsv, singleClassCsv, singleClassCsvName } from '@/domain/csv/attendanceCsv'
import { endsAfterStart, END_BEFORE_START, scheduleEditFields } from '@/domain/instructor/scheduleEdit'
import { IMPORT_MESSAGES, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@/domain/import/importCsv'
import { pacificDate } from '@/domain/time/pacific'
import { ATTENDANCE_VALUES } from '@/domain/instructor/attendance'
import { AppError } from '@/lib/errors'
import { attendanceClasses, classRoster, markAttendance, rosters } from '@/server/admin/roster'
import { privateAttendanceClass, privateAttendanceClasses, privateRosters } from '@/server/admin/privateRoster'
import { importBookings } from '@/server/admin/importBookings'
import { updateSchedule } from '@/server/admin/scheduleEdit'
import { expiredSessionCookie, sessionCookie } from '@/server/auth/cookies'
import { loginRequest, loginStaff } from '@/server/auth/login'
import { requireStaff, staffOrNull } from '@/server/auth/requireStaff'
import { clientAddress } from '@/server/http/clientAddress'

import { csvResponse } from '../csvResponse'
import { parseBody, parseQuery } from '../input'
import { endpoint } from '../respond'

const privateId = z.coerce.number({ error: 'privateSessionId is required' }).int().positive('privateSessionId is required')
const scheduleId = z.coerce.number({ error: 'classScheduleId is required' }).int().positive('classScheduleId is required')

const importRequest = z.object({
  csv: z.string({ error: 'Please select a file first' }),
  overbook: z
    .object({
      bookingGroupId: z.string({ error: 'Name the booking group to overbook' }).trim().min(1, 'Name the booking group to overbook'),
      seats: z.number({ error: 'Give the number of seats to overbook by' }).int().min(1, 'Overbook by at least 1 seat').max(MAX_IMPORT_ROWS),
    })
    .optional(),
})

const scheduleEditRequest = scheduleEditFields
  .extend({ classScheduleId: scheduleId })
  .refine(endsAfterStart, { path: ['endTime'], message: END_BEFORE_START })

/** The instructor area's API under /api/admin/*. Every handler but login checks the session first (401 without). */
export const adminEndpoints: Endpoint[] = [
  {
    path: '/admin/login',
    method: 'post',
    handler: endpoint(async (req) => {
      const input = await parseBody(req, loginRequest)
      const { token, user, expiresAt } = await loginStaff(req.payload, input, { address: clientAddress(req.headers) })
      return Response.json(
        { success: true, user: { id: user.id, email: user.email, role: user.role } },
        { headers: { 'Set-Cookie': sessionCookie(req.payload, token, input.rememberMe ? expiresAt : null) } },
      )
    }),
  },
  {
    path: '/admin/logout',
    method: 'post',
    handler: endpoint(async (req) => {
      const cleared = { 'Set-Cookie': expiredSessionCookie(req.payload) }
      if (!staffOrNull(req.user)) return Response.json({ error: 'Please log in.', code: 'UNAUTHENTICATED' }, { status: 401, headers: cleared })
      // Ends this session on the server: the token is refused from now on, even if replayed.
      await logoutOperation({ collection: req.payload.collections.users, req })
      return Response.json({ success: true }, { headers: cleared })
    }),
  },
  {
    path: '/admin/verify-session',
    method: 'get',
    handler: endpoint(async (req) => {
      const user = staffOrNull(req.user)
      if (!user) return Response.json({ authenticated: false }, { status: 401 })
      return Response.json({ authenticated: true, user: { id: user.id, email: user.email, name: user.name, role: user.role } })
    }),
  },
  {
    path: '/admin/class-schedules',
    method: 'get',
    handler: endpoint(async (req) => {
      const user = requireStaff(req.user)
      return Response.json({ schedules: await attendanceClasses(req.payload, user, new Date()) })
    }),
  },
  {
    path: '/admin/class-roster',
    method: 'get',
    handler: endpoint(async (req) => {
      const user = requireStaff(req.user)
      const { classScheduleId } = parseQuery(req, z.object({ classScheduleId: scheduleId }))
      return Response.json(await classRoster(req.payload, user, classScheduleId))
    }),
  },
  {
    path: '/admin/mark-attendance',
    method: 'post',
    handler: endpoint(async (req) => {
      const user = requireStaff(req.user)
      const records = z
        .array(z.object({ participantId: z.number().int().positive(), attendance: z.enum(ATTENDANCE_VALUES) }))
        .min(1, 'No attendance to save')
        .max(500)
      const input = await parseBody(
        req,
        z.union([z.object({ classScheduleId: scheduleId, attendanceRecords: records }), z.object({ privateSessionId: privateId, attendanceRecords: records })]),
      )
      if ('privateSessionId' in input && !(await privateAttendanceClass(req.payload, user, input.privateSessionId))) throw new AppError('NOT_FOUND', 'Private session not found')
      return Response.json({ success: true, saved: await markAttendance(req.payload, user, input) })
    }),
  },
  {
    path: '/admin/attendance-csv',
    method: 'get',
    handler: endpoint(async (req) => {
      const user = requireStaff(req.user)
      const query = parseQuery(
        req,
        z.union([z.object({ classScheduleId: scheduleId }), z.object({ privateSessionId: privateId }), z.object({ scope: z.literal('all') })], {
          error: 'Give classScheduleId, privateSessionId or scope=all',
        }),
      )
      const now = new Date()
      if ('classScheduleId' in query) {
        const { classInfo, roster } = await classRoster(req.payload, user, query.classScheduleId)
        if (roster.length === 0) throw new AppError('NOT_FOUND', 'No participant data found.')
        return csvResponse(singleClassCsv(classInfo, roster), singleClassCsvName(classInfo.className, classInfo.date))
      }
      if ('privateSessionId' in query) {
        const session = await privateAttendanceClass(req.payload, user, query.privateSessionId)
        const roster = session ? ((await privateRosters(req.payload, user, [session.id])).get(session.id) ?? []) : []
        if (!session || roster.length === 0) throw new AppError('NOT_FOUND', 'No participant data found.')
        return csvResponse(singleClassCsv(session, roster), singleClassCsvName(session.className, session.date))
      }
      const [classes, privates] = await Promise.all([attendanceClasses(req.payload, user, now), privateAttendanceClasses(req.payload, user, now)])
      const [byClass, byPrivate] = await Promise.all([rosters(req.payload, user, classes.map((c) => c.id)), privateRosters(req.payload, user, privates.map((c) => c.id))])
      const list = [
        ...classes.map((c) => ({ className: c.className, date: c.date, startTime: c.startTime, roster: byClass.get(c.id) ?? [] })),
        ...privates.map((c) => ({ className: c.className, date: c.date, startTime: c.startTime, roster: byPrivate.get(c.id) ?? [] })),
      ].sort((a, b) => (a.startTime ?? a.date).localeCompare(b.startTime ?? b.date))
      if (list.every((c) => c.roster.length === 0)) throw new AppError('NOT_FOUND', 'No participant data found.')
      const today = pacificDate(now)
      return csvResponse(allClassesCsv(list, today), allClassesCsvName(today))
    }),
  },
  {
    path: '/admin/update-schedule',
    method: 'post',
    handler: endpoint(async (req) => {
      const user = requireStaff(req.user)
      const { classScheduleId, ...values } = await parseBody(req, scheduleEditRequest)
      return Response.json({ success: true, values: await updateSchedule(req.payload, user, classScheduleId, values) })
    }),
  },
  {
    path: '/admin/import-external-bookings',
    method: 'post',
    handler: endpoint(async (req) => {
      const user = requireStaff(req.user)
      const { csv, overbook } = await parseBody(req, importRequest, { maxBytes: MAX_IMPORT_BYTES * 2 + 1024, tooLarge: IMPORT_MESSAGES.tooLarge })
      return Response.json(await importBookings(req.payload, user, csv, new Date(), { overbook }))
    }),
  },
]
