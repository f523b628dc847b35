import { Fragment, useMemo } from 'react'

import { formatPhone } from '@/domain/cms/listColumnFormats'
import { ATTENDANCE_VALUES, type Attendance } from '@/domain/instructor/attendance'
import { emailStatusLabel } from '@/domain/instructor/emailStatus'
import { phoneTarget } from '@/domain/schedule/prep'
import { WAIVER_STATUS_LABELS } from '@/domain/waivers/waiverStatus'
import type { RosterEntry, WaiverState } from '@/server/admin/roster'
import { CopyButton } from './CopyButton.client'
import { formatMoment } from './format'

function EmailStatus({ kind, status, openedAt }: { kind: string; status: string | null; openedAt: string | null }) {
  return (
    <div>
      <span className="admin-muted">{kind}:</span> {emailStatusLabel(status)}
      {openedAt ? <span className="admin-muted"> (opened {formatMoment(openedAt)})</span> : null}
    </div>
  )
}

/** Signed (with its PDF record for the owner), not signed, or not asked: a booking made before any waiver existed. */
function WaiverCell({ name, waiver }: { name: string; waiver: WaiverState }) {
  const words = WAIVER_STATUS_LABELS[waiver.status]
  if (waiver.status === 'not asked') return <span className="admin-muted">{words}</span>
  if (waiver.status === 'not signed') return <span className="admin-badge admin-badge--over admin-waiver">{words}</span>
  if (waiver.signatureId == null) return <span className="admin-badge admin-badge--signed admin-waiver">{words}</span>
  return (
    <span className="admin-waiver">
      <span className="admin-badge admin-badge--signed">{words}</span>{' '}
      <a href={`/api/admin/waiver-pdf?signatureId=${waiver.signatureId}`} download aria-label={`Download the signed waiver of ${name} (PDF)`}>
        PDF
      </a>
    </span>
  )
}

/** The class's participants, each booking's rows together, with their contact, emails, waiver and attendance select. */
export function AttendanceTable({
  classTitle,
  roster,
  current,
  onChange,
}: {
  classTitle: string
  roster: RosterEntry[]
  current: Record<string, Attendance>
  onChange: (participantId: number, attendance: Attendance) => void
}) {
  const firstOfBooking = useMemo(() => new Set(roster.filter((e, i) => i === 0 || roster[i - 1].bookingId !== e.bookingId).map((e) => e.id)), [roster])

  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--stack">
        <caption className="visually-hidden">Participants of {classTitle}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Age Group</th>
            <th scope="col">Contact</th>
            <th scope="col">Email Status</th>
            <th scope="col">Waiver</th>
            <th scope="col">Attendance</th>
          </tr>
        </thead>
        <tbody>
          {roster.map((e) => {
            const name = `${e.firstName} ${e.lastName}`
            const first = firstOfBooking.has(e.id)
            return (
              <Fragment key={e.id}>
                <tr className={first ? 'admin-group-start' : undefined}>
                  <th scope="row">
                    {name} {e.isPrimaryContact ? <span className="admin-badge">Primary</span> : null}
                    {first ? (
                      <div className="admin-muted">
                        {e.bookingNumber} · booked {formatMoment(e.bookingDate)}
                      </div>
                    ) : null}
                  </th>
                  <td data-label="Age Group">{e.ageGroup}</td>
                  <td data-label="Contact" className="admin-contact">
                    {e.isPrimaryContact ? (
                      <>
                        <div>
                          <a href={`mailto:${e.contactEmail}`}>{e.contactEmail}</a> <CopyButton text={e.contactEmail} label={`Copy email of ${name}`} />
                        </div>
                        {e.contactPhone ? (
                          <div>
                            <a href={`tel:${phoneTarget(e.contactPhone)}`}>{formatPhone(e.contactPhone)}</a>{' '}
                            <CopyButton text={phoneTarget(e.contactPhone)} label={`Copy phone of ${name}`} />
                          </div>
                        ) : null}
                      </>
                    ) : null}
                  </td>
                  <td data-label="Email Status">
                    {e.isPrimaryContact ? (
                      <>
                        <EmailStatus kind="Confirmation" status={e.confirmationEmailStatus} openedAt={e.confirmationEmailOpenedAt} />
                        <EmailStatus kind="Reminder" status={e.reminderEmailStatus} openedAt={e.reminderEmailOpenedAt} />
                      </>
                    ) : null}
                  </td>
                  <td data-label="Waiver" data-testid={`waiver-${e.id}`}>
                    <WaiverCell name={name} waiver={e.waiver} />
                  </td>
                  <td data-label="Attendance">
                    <select
                      aria-label={`Attendance for ${name}`}
                      value={current[String(e.id)]}
                      onChange={(event) => onChange(e.id, event.target.value as Attendance)}
                    >
                      {ATTENDANCE_VALUES.map((value) => (
                        <option key={value}>{value}</option>
                      ))}
                    </select>
                  </td>
                </tr>
              </Fragment>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
