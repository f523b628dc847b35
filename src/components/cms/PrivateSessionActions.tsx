'use client'

import { Button, useAuth, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { formatInTimeZone } from 'date-fns-tz'
import { useState } from 'react'

import { privateSessionStarted } from '@/domain/privateSessions/privatePolicy'
import { BUSINESS_TIME_ZONE } from '@/domain/time/pacific'

import { ActionResult, keepResultForReload, useResultKeptForReload } from './ActionResult'

type Action = 'cancel-refund' | 'offer-free-move' | 'move-weather'

const input = { display: 'block', width: '100%', margin: '0.25rem 0 0.75rem', padding: '0.4rem', boxSizing: 'border-box' as const }
const row = { display: 'flex', gap: '0.5rem', flexWrap: 'wrap' as const }

/**
 * The owner's actions on a confirmed private session in /cms: 'Cancel by the studio (instructor)' — refund everything
 * paid, or offer the organizer a free move — and 'Move for weather' (free, to the date and time set here, checked
 * against the instructor's calendar). Only buttons and fetch: this sits inside Payload's document form. After an
 * action the page reloads, so the form shows the session as it now is. `now` is the server's clock when the page was
 * rendered (PrivateSessionActionsField), the one the endpoint refuses a started session by.
 */
export function PrivateSessionActions({ now }: { now: string }) {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const { config } = useConfig()
  const status = useFormFields(([f]) => f.status?.value as string | undefined)
  const startTime = useFormFields(([f]) => f.startTime?.value as string | undefined)
  const [open, setOpen] = useState<'cancel' | 'weather' | null>(null)
  const [when, setWhen] = useState({ date: '', time: '' })
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useResultKeptForReload(id == null ? undefined : `private-${id}`)
  if (id == null || (user as { role?: string } | null)?.role !== 'owner') return null
  const started = startTime ? privateSessionStarted(new Date(startTime), new Date(now)) : true
  if (status !== 'confirmed' || started) return <ActionResult said={said} />

  const openWeather = () => {
    setOpen('weather')
    const start = new Date(startTime!)
    setWhen({ date: formatInTimeZone(start, BUSINESS_TIME_ZONE, 'yyyy-MM-dd'), time: formatInTimeZone(start, BUSINESS_TIME_ZONE, 'HH:mm') })
  }

  const run = async (action: Action) => {
    setBusy(true)
    setSaid(null)
    const response = await fetch(`${config.serverURL}${config.routes.api}/owner/private-sessions/actions`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action, sessionId: Number(id), ...(action === 'move-weather' ? when : {}) }),
    }).catch(() => null)
    const body = (await response?.json().catch(() => null)) as { message?: string; error?: string } | null
    setBusy(false)
    if (!response?.ok) return setSaid({ tone: 'refused', text: body?.error ?? 'The action could not be completed. Please try again.' })
    keepResultForReload(`private-${id}`, body?.message ?? 'Done.')
    window.location.reload()
  }

  return (
    <div style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '0.75rem 1rem', marginBottom: '1rem' }}>
      <h3 style={{ marginTop: 0 }}>Studio actions</h3>
      <ActionResult said={said} />
      {open === null && (
        <div style={row}>
          <Button buttonStyle="secondary" onClick={() => setOpen('cancel')}>Cancel by the studio (instructor)</Button>
          <Button buttonStyle="secondary" onClick={openWeather}>Move for weather</Button>
        </div>
      )}
      {open === 'cancel' && (
        <div>
          <p>The instructor cannot teach this session. Refund everything the organizer paid and cancel it, or keep it and offer the organizer a free move to a date they choose (they are emailed either way).</p>
          <div style={row}>
            <Button disabled={busy} onClick={() => void run('cancel-refund')}>Cancel and refund everything paid</Button>
            <Button buttonStyle="secondary" disabled={busy} onClick={() => void run('offer-free-move')}>Offer a free move</Button>
            <Button buttonStyle="secondary" disabled={busy} onClick={() => setOpen(null)}>Back</Button>
          </div>
        </div>
      )}
      {open === 'weather' && (
        <div>
          <label>
            New date
            <input aria-label="New date" style={input} type="date" value={when.date} onChange={(e) => setWhen({ ...when, date: e.target.value })} />
          </label>
          <label>
            Start time (Pacific)
            <input aria-label="Start time (Pacific)" style={input} type="time" step={900} value={when.time} onChange={(e) => setWhen({ ...when, time: e.target.value })} />
          </label>
          <p>Free for the organizer, same length, checked against the instructor&apos;s calendar; the organizer is emailed the new date.</p>
          <div style={row}>
            <Button disabled={busy} onClick={() => void run('move-weather')}>Move, free</Button>
            <Button buttonStyle="secondary" disabled={busy} onClick={() => setOpen(null)}>Back</Button>
          </div>
        </div>
      )}
    </div>
  )
}
