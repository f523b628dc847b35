'use client'

import { Button, useAuth, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

import { dollarsToCents } from '@/domain/cms/ownerBookingActions'
import { MEETING_KIND_LABELS, PRIVATE_PROGRAM_LABELS, PROGRAM_OF_FORM } from '@/domain/privateSessions/privateSession'

import { ActionResult, type Said } from './ActionResult'

type Instructor = { id: number; name?: string | null; email: string }

const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '0.75rem 1rem', marginBottom: '1.5rem' }
const input = { display: 'block', width: '100%', margin: '0.25rem 0 0.75rem', padding: '0.4rem', boxSizing: 'border-box' as const }

/**
 * The owner's 'Make a proposal' on an inquiry (its edit view in /cms): a small panel prefilled from the inquiry; 'Send the
 * proposal' creates it (POST /api/owner/private-proposals), which emails the organizer the private link. Only buttons:
 * this sits inside Payload's document form.
 */
export function MakeProposal() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const { config } = useConfig()
  const api = `${config.serverURL}${config.routes.api}`
  const formType = useFormFields(([f]) => f.formType?.value as string | undefined)
  const [open, setOpen] = useState(false)
  const [instructors, setInstructors] = useState<Instructor[]>([])
  const [said, setSaid] = useState<Said | null>(null)
  const [busy, setBusy] = useState(false)
  const [v, setV] = useState({
    program: '',
    start: '',
    end: '',
    meetingKind: 'customer-address',
    meetingAddress: '',
    instructorId: '',
    participants: '4',
    pricing: 'per-person',
    price: '',
    openDays: '7',
  })
  if (id == null || (user as { role?: string } | null)?.role !== 'owner') return null
  const set = (key: keyof typeof v) => (e: { target: { value: string } }) => setV({ ...v, [key]: e.target.value })

  const openPanel = async () => {
    setOpen(true)
    setSaid(null)
    setV((old) => ({ ...old, program: old.program || PROGRAM_OF_FORM[formType ?? ''] || 'private' }))
    const response = await fetch(`${api}/users?limit=100&depth=0&sort=name&where[role][in]=owner,instructor`, { credentials: 'include' }).catch(() => null)
    const body = (await response?.json().catch(() => null)) as { docs?: Instructor[] } | null
    setInstructors(body?.docs ?? [])
  }

  const send = async () => {
    setBusy(true)
    setSaid(null)
    const priceCents = v.price.trim() === '' ? null : dollarsToCents(v.price)
    const response = await fetch(`${api}/owner/private-proposals`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        inquiryId: Number(id),
        program: v.program,
        start: v.start,
        end: v.end,
        meetingKind: v.meetingKind,
        meetingAddress: v.meetingAddress,
        instructorId: Number(v.instructorId),
        participants: Number(v.participants),
        pricing: v.pricing,
        priceCents,
        openDays: Number(v.openDays),
      }),
    }).catch(() => null)
    const body = (await response?.json().catch(() => null)) as { id?: number; message?: string; error?: string } | null
    setBusy(false)
    if (!response?.ok || !body?.id) return setSaid({ tone: 'refused', text: body?.error ?? 'The proposal could not be sent. Please try again.' })
    setOpen(false)
    setSaid({ tone: 'done', text: body.message ?? 'Proposal sent.' })
  }

  return (
    <div style={box}>
      <h3 style={{ marginTop: 0 }}>Private session</h3>
      {!open && <Button buttonStyle="secondary" onClick={() => void openPanel()}>Make a proposal</Button>}
      {open && (
        <div>
          <label>
            Program
            <select aria-label="Program" style={input} value={v.program} onChange={set('program')}>
              {Object.entries(PRIVATE_PROGRAM_LABELS).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
            </select>
          </label>
          <label>
            Start (Pacific)
            <input aria-label="Start (Pacific)" style={input} type="datetime-local" step={900} value={v.start} onChange={set('start')} />
          </label>
          <label>
            End (Pacific)
            <input aria-label="End (Pacific)" style={input} type="datetime-local" step={900} value={v.end} onChange={set('end')} />
          </label>
          <label>
            Where we meet
            <select aria-label="Where we meet" style={input} value={v.meetingKind} onChange={set('meetingKind')}>
              {Object.entries(MEETING_KIND_LABELS).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
            </select>
          </label>
          <label>
            Address or venue
            <input aria-label="Address or venue" style={input} value={v.meetingAddress} onChange={set('meetingAddress')} />
          </label>
          <label>
            Instructor
            <select aria-label="Instructor" style={input} value={v.instructorId} onChange={set('instructorId')}>
              <option value="">Choose the instructor</option>
              {instructors.map((i) => <option key={i.id} value={i.id}>{i.name || i.email}</option>)}
            </select>
          </label>
          <label>
            Expected participants
            <input aria-label="Expected participants" style={input} type="number" min={1} value={v.participants} onChange={set('participants')} />
          </label>
          <label>
            Price
            <select aria-label="Price" style={input} value={v.pricing} onChange={set('pricing')}>
              <option value="per-person">Per person</option>
              <option value="flat">Flat</option>
            </select>
          </label>
          <label>
            Amount in dollars (empty for 4+ people: the public class rate per person)
            <input aria-label="Amount in dollars (empty for 4+ people: the public class rate per person)" style={input} inputMode="decimal" value={v.price} onChange={set('price')} />
          </label>
          <label>
            Open for (days)
            <input aria-label="Open for (days)" style={input} type="number" min={1} max={60} value={v.openDays} onChange={set('openDays')} />
          </label>
          <div style={{ display: 'flex', gap: '0.5rem' }}>
            <Button disabled={busy} onClick={() => void send()}>Send the proposal</Button>
            <Button buttonStyle="secondary" onClick={() => setOpen(false)}>Close</Button>
          </div>
        </div>
      )}
      <ActionResult said={said} />
    </div>
  )
}
