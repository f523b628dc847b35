import type { Metadata } from 'next'
import { Link } from '@/components/layout/Link'

import { AttendanceBoard } from '@/components/admin/AttendanceBoard.client'
import { attendanceSelection } from '@/server/admin/attendanceSelection'
import { privateRosters } from '@/server/admin/privateRoster'
import { rosters } from '@/server/admin/roster'
import { requireStaffPage } from '@/server/auth/requireStaffPage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Attendance', robots: { index: false, follow: false } }

export default async function AttendancePage({ searchParams }: { searchParams: Promise<{ classScheduleId?: string | string[]; privateSessionId?: string | string[] }> }) {
  const { payload, user } = await requireStaffPage()
  const { classScheduleId: requested, privateSessionId } = await searchParams
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
  const view = await attendanceSelection(payload, user, first(requested), new Date(), first(privateSessionId))

  return (
    <main id="main" className="admin-main">
      <h1>Attendance</h1>
      {view.kind === 'class' ? (
        <>
          {view.note ? (
            <p className="admin-alert admin-alert--warning" role="status" data-testid="class-note">
              {view.note}
            </p>
          ) : null}
          <AttendanceBoard
            key={`${view.selected.privateSession ? 'private-' : ''}${view.selected.id}`}
            classes={view.classes.map(({ id, privateSession, className, date, startTime, isCancelled }) => ({ id, privateSession, className, date, startTime, isCancelled }))}
            selected={view.selected}
            roster={(await (view.selected.privateSession ? privateRosters : rosters)(payload, user, [view.selected.id])).get(view.selected.id) ?? []}
          />
        </>
      ) : view.kind === 'unknown' ? (
        <section className="admin-empty">
          <h2>Class not found</h2>
          <p role="alert">There is no class with the Class Schedule ID {view.requested}.</p>
          <p>
            <Link href="/admin/attendance">Show the next upcoming class</Link>
          </p>
        </section>
      ) : (
        <section className="admin-empty">
          <h2>No Upcoming Classes</h2>
          <p>Classes from the last six weeks and all upcoming classes appear here.</p>
        </section>
      )}
    </main>
  )
}
