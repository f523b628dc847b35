'use client'

import { Link } from '@/components/layout/Link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { type Attendance, hasUnsavedChanges, markAllPresent } from '@/domain/instructor/attendance'
import type { AttendanceClass, RosterEntry } from '@/server/admin/roster'
import { AttendanceTable } from './AttendanceTable'
import { CopyButton } from './CopyButton.client'
import { downloadCsv } from './downloadCsv'
import { formatDay, formatTime } from './format'
import { useUnsavedChanges } from './UnsavedChanges.client'
import { useSaveFeedback } from './useSaveFeedback'

type Props = {
  classes: Pick<AttendanceClass, 'id' | 'privateSession' | 'className' | 'date' | 'startTime' | 'isCancelled'>[]
  selected: AttendanceClass
  roster: RosterEntry[]
}

/** A class and a private session may share an id: the list tells them apart by this key, the URL by its parameter. */
const keyOf = (c: Pick<AttendanceClass, 'id' | 'privateSession'>) => `${c.privateSession ? 'private-' : ''}${c.id}`
const queryOf = (c: Pick<AttendanceClass, 'id' | 'privateSession'>) => (c.privateSession ? `privateSessionId=${c.id}` : `classScheduleId=${c.id}`)

const valuesOf = (roster: RosterEntry[]) => Object.fromEntries(roster.map((e) => [String(e.id), e.attendance])) as Record<string, Attendance>

export function AttendanceBoard({ classes, selected, roster }: Props) {
  const router = useRouter()
  const { setDirty, confirmLeave } = useUnsavedChanges()
  const [saved, setSaved] = useState(() => valuesOf(roster))
  const [current, setCurrent] = useState(() => valuesOf(roster))
  const [saving, setSaving] = useState(false)
  const dirty = hasUnsavedChanges(current, saved)

  const { showSaved, setShowSaved } = useSaveFeedback(dirty, setDirty)

  const index = classes.findIndex((c) => keyOf(c) === keyOf(selected))
  const goTo = (target: Props['classes'][number] | undefined) => {
    if (!target || keyOf(target) === keyOf(selected) || !confirmLeave()) return
    setDirty(false)
    router.push(`/admin/attendance?${queryOf(target)}`)
  }

  const save = async () => {
    setSaving(true)
    try {
      const response = await fetch('/api/admin/mark-attendance', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({
          ...(selected.privateSession ? { privateSessionId: selected.id } : { classScheduleId: selected.id }),
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

  return (
    <>
      <div className="admin-toolbar" role="group" aria-label="Choose a class">
        <button type="button" className="admin-button admin-button--ghost" onClick={() => goTo(classes[index - 1])} disabled={index <= 0}>
          ← Previous
        </button>
        <label htmlFor="class-select" className="visually-hidden">
          Class
        </label>
        <select id="class-select" value={keyOf(selected)} onChange={(e) => goTo(classes.find((c) => keyOf(c) === e.target.value))}>
          {classes.map((c) => (
            <option key={keyOf(c)} value={keyOf(c)}>
              {formatDay(c.date)} · {formatTime(c.startTime)} · {c.className}
              {c.isCancelled ? ' (cancelled)' : ''}
            </option>
          ))}
        </select>
        <button type="button" className="admin-button admin-button--ghost" onClick={() => goTo(classes[index + 1])} disabled={index >= classes.length - 1}>
          Next →
        </button>
      </div>

      <section className="admin-card" aria-labelledby="class-heading">
        <h2 id="class-heading">{selected.className}</h2>
        {selected.privateSession ? (
          <p>Private session</p>
        ) : (
          <p>
            Class Schedule ID: <code>{selected.id}</code> <CopyButton text={String(selected.id)} label="Copy Class Schedule ID" />{' '}
            <Link href="/admin/import" className="admin-button admin-button--small">
              Import Bookings
            </Link>
          </p>
        )}
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
        <button type="button" className="admin-button admin-button--ghost" onClick={() => downloadCsv(`/api/admin/attendance-csv?${queryOf(selected)}`)}>
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
        <AttendanceTable classTitle={selected.className} roster={roster} current={current} onChange={(id, value) => setCurrent((v) => ({ ...v, [String(id)]: value }))} />
      )}
    </>
  )
}
