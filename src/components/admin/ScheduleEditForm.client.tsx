'use client'

import '@/components/forms/jitlessZod'
import { type ReactNode, useState } from 'react'

import { scheduleEditChanged, scheduleEditSchema, type ScheduleEditValues, spotsProblem } from '@/domain/instructor/scheduleEdit'
import { seatCount } from '@/domain/schedule/seats'
import { GuardedLink } from './GuardedLink.client'
import { useUnsavedChanges } from './UnsavedChanges.client'
import { useSaveFeedback } from './useSaveFeedback'
import { count } from '@/domain/text/count'

type Field = keyof ScheduleEditValues
type Form = Omit<ScheduleEditValues, 'availableSpots'> & { availableSpots: string }
type Props = {
  scheduleId: number
  initial: ScheduleEditValues
  seatsTaken: number
  /** Confirmed bookings whose customers are emailed when the class is cancelled. */
  customersToTell: number
  classPlace: { location: string; venueName: string; city: string }
}

const toForm = (v: ScheduleEditValues): Form => ({ ...v, availableSpots: String(v.availableSpots) })
const toValues = (f: Form): ScheduleEditValues => ({ ...f, availableSpots: f.availableSpots.trim() === '' ? Number.NaN : Number(f.availableSpots) })

/** Every problem of the form, one message per field: the shared schema, then the spots against the seats taken. */
function problemsOf(values: ScheduleEditValues, savedSpots: number, seatsTaken: number): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {}
  const parsed = scheduleEditSchema.safeParse(values)
  for (const issue of parsed.error?.issues ?? []) problems[issue.path[0] as Field] ??= issue.message
  const spots = Number.isInteger(values.availableSpots) ? spotsProblem({ spots: values.availableSpots, currentSpots: savedSpots, seatsTaken }) : null
  if (spots) problems.availableSpots ??= spots
  return problems
}

/** The fields staff may change on a class, saved through /api/admin/update-schedule, with the unsaved-changes guard. */
const customers = (n: number) => count(n, 'customer')

export function ScheduleEditForm({ scheduleId, initial, seatsTaken, customersToTell, classPlace }: Props) {
  const { setDirty } = useUnsavedChanges()
  const [saved, setSaved] = useState(initial)
  const [form, setForm] = useState(() => toForm(initial))
  const [submitted, setSubmitted] = useState(false)
  const [serverProblem, setServerProblem] = useState<{ field?: Field; message: string } | null>(null)
  const [saving, setSaving] = useState(false)
  const [toTell, setToTell] = useState(customersToTell)
  const [askingToCancel, setAskingToCancel] = useState(false)

  const values = toValues(form)
  const cancelling = form.isCancelled && !saved.isCancelled && toTell > 0
  const dirty = scheduleEditChanged(values, saved)
  const problems = submitted ? problemsOf(values, saved.availableSpots, seatsTaken) : {}
  if (serverProblem?.field && !problems[serverProblem.field]) problems[serverProblem.field] = serverProblem.message

  const { showSaved, setShowSaved } = useSaveFeedback(dirty, setDirty)

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setServerProblem(null)
    setShowSaved(false)
    setAskingToCancel(false)
    setForm((f) => ({ ...f, [key]: value }))
  }

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    await submit({ cancelConfirmed: false })
  }

  const submit = async ({ cancelConfirmed }: { cancelConfirmed: boolean }) => {
    setSubmitted(true)
    setServerProblem(null)
    const found = problemsOf(values, saved.availableSpots, seatsTaken)
    const first = (Object.keys(found) as Field[])[0]
    if (first) {
      document.getElementById(`edit-${first}`)?.focus()
      return
    }
    if (cancelling && !cancelConfirmed) {
      setAskingToCancel(true)
      return
    }
    setAskingToCancel(false)
    setSaving(true)
    try {
      const response = await fetch('/api/admin/update-schedule', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ classScheduleId: scheduleId, ...values }),
      })
      const body = (await response.json().catch(() => ({}))) as { values?: ScheduleEditValues; error?: string; field?: string }
      if (!response.ok || !body.values) {
        const field = body.field && body.field in saved ? (body.field as Field) : undefined
        setServerProblem({ field, message: body.error || `Could not save the class (HTTP ${response.status}). Please try again.` })
        return
      }
      if (body.values.isCancelled) setToTell(0)
      setSaved(body.values)
      setForm(toForm(body.values))
      setSubmitted(false)
      setShowSaved(true)
    } catch {
      setServerProblem({ message: 'Could not save the class. Check your connection and try again.' })
    } finally {
      setSaving(false)
    }
  }

  const field = (name: Field, label: string, control: (describedBy: string | undefined) => ReactNode, { hint, wide }: { hint?: string; wide?: boolean } = {}) => {
    const ids = [hint ? `edit-${name}-hint` : '', problems[name] ? `edit-${name}-error` : ''].filter(Boolean).join(' ') || undefined
    return (
      <div className={wide ? 'admin-field admin-field--wide' : 'admin-field'}>
        <label htmlFor={`edit-${name}`}>{label}</label>
        {control(ids)}
        {hint ? (
          <p id={`edit-${name}-hint`} className="admin-field-hint">
            {hint}
          </p>
        ) : null}
        {problems[name] ? (
          <p id={`edit-${name}-error`} role="alert" className="admin-field-error">
            {problems[name]}
          </p>
        ) : null}
      </div>
    )
  }

  const text = (name: 'location' | 'venueName' | 'city', label: string) =>
    field(
      name,
      label,
      (describedBy) => (
        <input
          id={`edit-${name}`}
          type="text"
          value={form[name]}
          placeholder={classPlace[name]}
          onChange={(e) => set(name, e.target.value)}
          aria-invalid={problems[name] ? true : undefined}
          aria-describedby={describedBy}
        />
      ),
      { hint: classPlace[name] ? `Empty: the class's ${classPlace[name]}` : undefined },
    )

  return (
    <form className="admin-card" onSubmit={save} noValidate aria-labelledby="edit-heading">
      <h2 id="edit-heading">Class details</h2>
      <div className="admin-edit-grid">
        {field('date', 'Date', (describedBy) => (
          <input id="edit-date" type="date" value={form.date} onChange={(e) => set('date', e.target.value)} aria-invalid={problems.date ? true : undefined} aria-describedby={describedBy} required />
        ))}
        {field('startTime', 'Start time (Pacific)', (describedBy) => (
          <input id="edit-startTime" type="time" step={300} value={form.startTime} onChange={(e) => set('startTime', e.target.value)} aria-invalid={problems.startTime ? true : undefined} aria-describedby={describedBy} required />
        ))}
        {field('endTime', 'End time (Pacific)', (describedBy) => (
          <input id="edit-endTime" type="time" step={300} value={form.endTime} onChange={(e) => set('endTime', e.target.value)} aria-invalid={problems.endTime ? true : undefined} aria-describedby={describedBy} required />
        ))}
        {field(
          'availableSpots',
          'Available spots',
          (describedBy) => (
            <input
              id="edit-availableSpots"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={form.availableSpots}
              onChange={(e) => set('availableSpots', e.target.value)}
              aria-invalid={problems.availableSpots ? true : undefined}
              aria-describedby={describedBy}
              required
            />
          ),
          { hint: `${seatCount(seatsTaken)} taken` },
        )}
        <div className="admin-field admin-field--wide">
          <label className="admin-check" htmlFor="edit-isCancelled">
            <input id="edit-isCancelled" type="checkbox" checked={form.isCancelled} onChange={(e) => set('isCancelled', e.target.checked)} aria-describedby="edit-isCancelled-hint" />
            Cancelled
          </label>
          <p id="edit-isCancelled-hint" className="admin-field-hint">
            A cancelled class is hidden from the public schedule and the prep links.
            {cancelling ? ` Saving it cancelled emails ${customers(toTell)} of this class that it is cancelled.` : ''}
          </p>
        </div>
        {field(
          'specialNotes',
          'Special notes',
          (describedBy) => (
            <textarea id="edit-specialNotes" rows={3} value={form.specialNotes} onChange={(e) => set('specialNotes', e.target.value)} aria-invalid={problems.specialNotes ? true : undefined} aria-describedby={describedBy} />
          ),
          { wide: true },
        )}
      </div>
      <fieldset className="admin-edit-grid">
        <legend>Location for this date (leave empty to use the class&rsquo;s)</legend>
        {text('venueName', 'Venue name')}
        {text('location', 'Location (street address)')}
        {text('city', 'City')}
      </fieldset>

      {serverProblem && !serverProblem.field ? (
        <p role="alert" className="admin-alert admin-alert--error">
          {serverProblem.message}
        </p>
      ) : null}
      {askingToCancel ? (
        <div className="admin-alert admin-alert--warning" role="alert">
          <p>
            {customers(toTell)} will be emailed that this class is cancelled. Those who booked here are asked to choose a full refund or a free move; those
            registered through a partner are told to contact them. Emails cannot be taken back.
          </p>
          <div className="admin-toolbar">
            <button type="button" className="admin-button" disabled={saving} onClick={() => void submit({ cancelConfirmed: true })}>
              Cancel the class and email {customers(toTell)}
            </button>
            <button type="button" className="admin-button admin-button--ghost" onClick={() => set('isCancelled', false)}>
              Keep the class
            </button>
          </div>
        </div>
      ) : null}
      {dirty ? (
        <p className="admin-alert admin-alert--warning" role="status">
          You have unsaved changes. Click &lsquo;Save&rsquo; to keep them.
        </p>
      ) : null}
      <div className="admin-toolbar">
        <button type="submit" className="admin-button" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </button>
        <GuardedLink href="/admin/schedules" className="admin-button admin-button--ghost">
          Back to schedules
        </GuardedLink>
        <span role="status" className="admin-saved">
          {showSaved ? 'Saved!' : ''}
        </span>
      </div>
    </form>
  )
}
