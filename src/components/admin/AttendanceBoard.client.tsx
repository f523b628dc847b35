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
  classes: Pick<AttendanceClass, 'id' | 'className' | 'date' | 'startTime' | 'isCancelled'>[]
  selected: AttendanceClass
  roster: RosterEntry[]
}

const valuesOf = (roster: RosterEntry[]) => Object.fromEntries(roster.map((e) => [String(e.id), e.attendance])) as Record<string, Attendance>

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
        <AttendanceTable classTitle={selected.className} roster={roster} current={current} onChange={(id, value) => setCurrent((v) => ({ ...v, [String(id)]: value }))} />
      )}
    </>
  )
}
