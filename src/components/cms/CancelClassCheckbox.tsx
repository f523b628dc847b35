'use client'

import { CheckboxInput, useDocumentInfo, useField } from '@payloadcms/ui'
import type { CheckboxFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'
import { count } from '@/domain/text/count'

const customers = (n: number) => count(n, 'customer')

/**
 * The schedule's 'Is Cancelled' in /cms: saving it ticked emails every confirmed booking (the Schedules hook), so
 * ticking it first says how many and asks to confirm, as /admin/schedules/{id}/edit does.
 */
export const CancelClassCheckbox: CheckboxFieldClientComponent = ({ path, field }) => {
  const { id } = useDocumentInfo()
  const { value, initialValue, setValue, disabled } = useField<boolean>({ potentiallyStalePath: path })
  const [toTell, setToTell] = useState<number | null>(null)
  const wasCancelled = initialValue === true

  useEffect(() => {
    if (!id || wasCancelled) return
    const query = `where[schedule][equals]=${encodeURIComponent(String(id))}&where[status][equals]=confirmed`
    fetch(`/api/bookings/count?${query}`, { credentials: 'same-origin' })
      .then((r) => (r.ok ? (r.json() as Promise<{ totalDocs: number }>) : null))
      .then((body) => setToTell(body?.totalDocs ?? null))
      .catch(() => setToTell(null))
  }, [id, wasCancelled])

  const toggle = (checked: boolean) => {
    const warning = toTell === null ? 'Every customer with a confirmed booking' : customers(toTell)
    if (checked && !wasCancelled && toTell !== 0 && !window.confirm(`${warning} will be emailed that this class is cancelled when you save. Cancel the class?`)) return
    setValue(checked)
  }

  return (
    <div className="field-type checkbox">
      <CheckboxInput id={`field-${path}`} name={path} checked={Boolean(value)} readOnly={disabled} label={field.label || 'Is Cancelled'} onToggle={(e) => toggle(e.target.checked)} />
      {value && !wasCancelled ? (
        <p role="status" className="field-description">
          {toTell === null ? 'Every customer with a confirmed booking' : customers(toTell)} will be emailed that this class is cancelled when you save.
        </p>
      ) : null}
    </div>
  )
}
