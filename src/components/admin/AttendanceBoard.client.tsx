'use client'

import { Link } from '@/components/layout/Link'
import { useRouter } from 'next/navigation'
import { Fragment, useMemo, useState } from 'react'

import { ATTENDANCE_VALUES, type Attendance, hasUnsavedChanges, markAllPresent } from '@/domain/instructor/attendance'
import { formatPhone } from '@/domain/cms/listColumnFormats'
import { emailStatusLabel } from '@/domain/instructor/emailStatus'
import { phoneTarget } from '@/domain/schedule/prep'
import { WAIVER_STATUS_LABELS } from '@/domain/waivers/waiverStatus'
import type { AttendanceClass, RosterEntry, WaiverState } from '@/server/admin/roster'
import { CopyButton } from './CopyButton.client'
import { downloadCsv } from './downloadCsv'
import { formatDay, formatMoment, formatTime } from './format'
import { useUnsavedChanges } from './UnsavedChanges.client'
import { useSaveFeedback } from './useSaveFeedback'

type Props = {
  classes: Pick<AttendanceClass, 'id' | 'className' | 'date' | 'startTime' | 'isCancelled'>[]
  selected: AttendanceClass
  roster: RosterEntry[]
}

const valuesOf = (roster: RosterEntry[]) => Object.fromEntries(roster.map((e) => [String(e.id), e.attendance])) as Record<string, Attendance>

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

export function AttendanceBoard({ classes, selected, roster }: Props) {
  const router = useRouter()
  const { setDirty, confirmLeave } = useUnsavedChanges()
  const [saved, setSaved] = useState(() => valuesOf(roster))
  const [current, setCurrent] = useState(() => valuesOf(roster))
  const [saving, setSaving] = useState(false)
  const dirty = hasUnsavedChanges(current, saved)

  const { showSaved, setShowSaved } = useSaveFeedback(dirty, setDirty)

  const index = classes.findIndex((c) => c.id === selected.id)
  const goTo = (id: number | undefined) => {
    if (id == null || id === selected.id || !confirmLeave()) return
    setDirty(false)
    router.push(`/admin/attendance?classScheduleId=${id}`)
  }

  const save = async () => {
    setSaving(true)
    try {
      const response = await fetch('/api/admin/mark-attendance', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({
          classScheduleId: selected.id,
          attendanceRecords: roster.map((e) => ({ participantId: e.id, attendance: current[String(e.id)] })),
        }),
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const body = (await response.json()) as { saved: { participantId: number; attendance: Attendance }[] }
      const next = Object.fromEntries(body.saved.map((r) => [String(r.participantId), r.attendance])) as Record<string, Attendance>
      setSaved(next)
      setCurrent(next)
      setShowSaved(true)
    } catch {
      window.alert('Failed to save attendance. Please try again.')
    } finally {
      setSaving(false)
    }
  }

  const firstOfBooking = useMemo(() => new Set(roster.filter((e, i) => i === 0 || roster[i - 1].bookingId !== e.bookingId).map((e) => e.id)), [roster])

  return (
    <>
      <div className="admin-toolbar" role="group" aria-label="Choose a class">
        <button type="button" className="admin-button admin-button--ghost" onClick={() => goTo(classes[index - 1]?.id)} disabled={index <= 0}>
          ← Previous
        </button>
        <label htmlFor="class-select" className="visually-hidden">
          Class
        </label>
        <select id="class-select" value={selected.id} onChange={(e) => goTo(Number(e.target.value))}>
          {classes.map((c) => (
            <option key={c.id} value={c.id}>
              {formatDay(c.date)} · {formatTime(c.startTime)} · {c.className}
              {c.isCancelled ? ' (cancelled)' : ''}
            </option>
          ))}
        </select>
        <button type="button" className="admin-button admin-button--ghost" onClick={() => goTo(classes[index + 1]?.id)} disabled={index >= classes.length - 1}>
          Next →
        </button>
      </div>

      <section className="admin-card" aria-labelledby="class-heading">
        <h2 id="class-heading">{selected.className}</h2>
        <p>
          Class Schedule ID: <code>{selected.id}</code> <CopyButton text={String(selected.id)} label="Copy Class Schedule ID" />{' '}
          <Link href="/admin/import" className="admin-button admin-button--small">
            Import Bookings
          </Link>
        </p>
        <dl className="admin-facts">
          <div>
            <dt>Date</dt>
            <dd>{formatDay(selected.date)}</dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>{formatTime(selected.startTime)}</dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd>{selected.place}</dd>
          </div>
          <div>
            <dt>Participants</dt>
            <dd data-testid="participant-count">{roster.length}</dd>
          </div>
        </dl>
      </section>

      <div className="admin-toolbar">
        <button type="button" className="admin-button admin-button--ghost" onClick={() => downloadCsv(`/api/admin/attendance-csv?classScheduleId=${selected.id}`)}>
          Download This Class
        </button>
        <button type="button" className="admin-button admin-button--ghost" onClick={() => downloadCsv('/api/admin/attendance-csv?scope=all')}>
          Download All Classes
        </button>
        {roster.length > 0 ? (
          <>
            <button type="button" className="admin-button admin-button--ghost" onClick={() => setCurrent((v) => markAllPresent(v))}>
              Mark All as Present
            </button>
            <button type="button" className="admin-button" onClick={save} disabled={saving}>
              {saving ? 'Saving...' : 'Save Attendance'}
            </button>
          </>
        ) : null}
        <span role="status" className="admin-saved">
          {showSaved ? 'Saved!' : ''}
        </span>
      </div>

      {dirty ? (
        <p className="admin-alert admin-alert--warning" role="status">
          You have unsaved changes. Click &lsquo;Save Attendance&rsquo; to keep them.
        </p>
      ) : null}

      {roster.length === 0 ? (
        <p className="admin-empty">No participants registered for this class yet</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--stack">
            <caption className="visually-hidden">Participants of {selected.className}</caption>
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
                          onChange={(event) => setCurrent((v) => ({ ...v, [String(e.id)]: event.target.value as Attendance }))}
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
      )}
    </>
  )
}
