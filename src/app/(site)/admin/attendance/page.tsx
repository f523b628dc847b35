import type { Metadata } from 'next'

import { AttendanceBoard } from '@/components/admin/AttendanceBoard.client'
import { defaultClassId } from '@/domain/admin/attendance'
import { pacificDate } from '@/domain/time/pacific'
import { attendanceClasses, rosters } from '@/server/admin/roster'
import { requireStaffPage } from '@/server/auth/requireStaffPage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Attendance', robots: { index: false, follow: false } }

export default async function AttendancePage({ searchParams }: { searchParams: Promise<{ classScheduleId?: string | string[] }> }) {
  const { payload, user } = await requireStaffPage()
  const now = new Date()
  const classes = await attendanceClasses(payload, user, now)
  const requested = (await searchParams).classScheduleId
  const selectedId = defaultClassId(classes, Array.isArray(requested) ? requested[0] : requested, pacificDate(now))
  const selected = classes.find((c) => c.id === selectedId)

  return (
    <main id="main" className="admin-main">
      <h1>Attendance</h1>
      {selected ? (
        <AttendanceBoard
          key={selected.id}
          classes={classes.map(({ id, className, date, startTime }) => ({ id, className, date, startTime }))}
          selected={selected}
          roster={(await rosters(payload, user, [selected.id])).get(selected.id) ?? []}
        />
      ) : (
        <section className="admin-empty">
          <h2>No Upcoming Classes</h2>
          <p>Classes from the last six weeks and all upcoming classes appear here.</p>
        </section>
      )}
    </main>
  )
}
