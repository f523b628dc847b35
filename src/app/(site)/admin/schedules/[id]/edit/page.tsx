import type { Metadata } from 'next'
import { Link } from '@/components/layout/Link'

import { hasRole } from '@/access/roles'
import { formatDay } from '@/components/admin/format'
import { GuardedLink } from '@/components/admin/GuardedLink.client'
import { ScheduleEditForm } from '@/components/admin/ScheduleEditForm.client'
import { scheduleForEdit } from '@/server/admin/scheduleEdit'
import { requireStaffPage } from '@/server/auth/requireStaffPage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Edit class', robots: { index: false, follow: false } }

/** The Edit button's target: what staff may change on one class; owners also get the full record in /cms. */
export default async function EditSchedulePage({ params }: { params: Promise<{ id: string }> }) {
  const { payload, user } = await requireStaffPage()
  const { id } = await params
  const schedule = /^\d{1,9}$/.test(id) ? await scheduleForEdit(payload, user, Number(id), new Date()) : null

  if (!schedule) {
    return (
      <main id="main" className="admin-main">
        <h1>Edit class</h1>
        <section className="admin-empty">
          <h2>Class not found</h2>
          <p>There is no class with the Class Schedule ID {id}.</p>
          <p>
            <Link href="/admin/schedules">Back to schedules</Link>
          </p>
        </section>
      </main>
    )
  }

  return (
    <main id="main" className="admin-main">
      <h1>Edit class</h1>
      <p>
        <strong>{schedule.className}</strong> · {formatDay(schedule.values.date)} · Class Schedule ID <code>{schedule.id}</code>
      </p>
      <p className="admin-toolbar">
        <GuardedLink href={`/admin/attendance?classScheduleId=${schedule.id}`}>Attendance for this class</GuardedLink>
        {hasRole(user, 'owner') ? <a href={`/cms/collections/schedules/${schedule.id}`}>Full record in the CMS</a> : null}
      </p>
      <ScheduleEditForm scheduleId={schedule.id} initial={schedule.values} seatsTaken={schedule.seatsTaken} customersToTell={schedule.customersToTell} classPlace={schedule.classPlace} />
    </main>
  )
}
