'use client'

import { useState } from 'react'

import form from '@/components/forms/form.module.css'

/** A workplace's PO number, set before paying so the receipts carry it. */
export function PoNumber({ token, initial }: { token: string; initial: string }) {
  const [value, setValue] = useState(initial)
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const save = async () => {
    setBusy(true)
    const response = await fetch('/api/private-po-number', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, poNumber: value }),
    }).catch(() => null)
    const body = (await response?.json().catch(() => null)) as { message?: string; error?: string } | null
    setBusy(false)
    setSaid(response?.ok && body?.message ? { ok: true, text: body.message } : { ok: false, text: body?.error ?? 'The PO number was not saved. Please try again.' })
  }

  return (
    <div style={{ margin: '1rem 0' }}>
      <label htmlFor="po-number">PO number (optional, printed on your receipts)</label>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', marginTop: '0.25rem' }}>
        <input id="po-number" className={form.input} style={{ flex: '1 1 10rem', minWidth: 0 }} value={value} maxLength={60} onChange={(e) => setValue(e.target.value)} />
        <button type="button" className={form.secondary} disabled={busy} onClick={() => void save()}>
          Save the PO number
        </button>
      </div>
      {said && (
        <p role={said.ok ? 'status' : 'alert'} className={form.note}>
          {said.text}
        </p>
      )}
    </div>
  )
}
