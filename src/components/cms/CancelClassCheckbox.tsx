'use client'

import { Button, CheckboxInput, useDocumentInfo, useField } from '@payloadcms/ui'
import type { CheckboxFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'

import { count } from '@/domain/text/count'

/**
 * The schedule's 'Is Cancelled' in /cms: saving it ticked emails every confirmed booking (the Schedules hook). Ticking
 * it first lists each customer, what they paid and what they will be offered, and asks to confirm; the save then says
 * who was emailed. A button, not a form: this sits inside Payload's document form.
 */
export const CancelClassCheckbox: CheckboxFieldClientComponent = ({ path, field }) => {
  const { id } = useDocumentInfo()
  const { value, initialValue, setValue, disabled } = useField<boolean>({ potentiallyStalePath: path })
  const [lines, setLines] = useState<string[] | null>(null)
  const [asking, setAsking] = useState(false)
  const wasCancelled = initialValue === true

  useEffect(() => {
    if (!id || wasCancelled) return
    fetch(`/api/owner/class-cancel-preview?scheduleId=${encodeURIComponent(String(id))}`, { credentials: 'same-origin' })
      .then((r) => (r.ok ? (r.json() as Promise<{ lines: string[] }>) : null))
      .then((body) => setLines(body?.lines ?? null))
      .catch(() => setLines(null))
  }, [id, wasCancelled])

  const toggle = (checked: boolean) => {
    if (checked && !wasCancelled && lines?.length !== 0) setAsking(true)
    else setValue(checked)
  }
  const who = lines === null ? 'Every customer with a confirmed booking' : count(lines.length, 'customer')
  const list = lines?.length ? (
    <ul style={{ margin: '0.5rem 0', paddingLeft: '1.25rem' }}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  ) : null

  return (
    <div className="field-type checkbox" style={{ marginBottom: '1.5rem' }}>
      <CheckboxInput id={`field-${path}`} name={path} checked={Boolean(value)} readOnly={disabled || asking} label={field.label || 'Is Cancelled'} onToggle={(e) => toggle(e.target.checked)} />
      {asking ? (
        <div role="alertdialog" aria-label="Cancel this class?" data-testid="cancel-class-question" style={{ border: '1px solid var(--theme-warning-500)', padding: '0.75rem 1rem', marginTop: '0.5rem' }}>
          <p style={{ margin: 0 }}>
            <strong>Cancel this class?</strong> When you save, {who} will be emailed:
          </p>
          {list}
          <Button buttonStyle="primary" size="small" onClick={() => (setValue(true), setAsking(false))}>
            Yes, cancel the class when I save
          </Button>{' '}
          <Button buttonStyle="secondary" size="small" onClick={() => setAsking(false)}>
            Keep the class
          </Button>
        </div>
      ) : value && !wasCancelled ? (
        <div role="status" className="field-description">
          {lines?.length === 0 ? 'The class has no confirmed bookings: no one is emailed when you save.' : <>When you save, {who} will be emailed:{list}</>}
        </div>
      ) : null}
    </div>
  )
}
