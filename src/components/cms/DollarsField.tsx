'use client'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { useState } from 'react'

import { dollarsToCents } from '@/domain/cms/ownerBookingActions'

const asDollars = (cents: number | null | undefined) => (typeof cents === 'number' ? (cents / 100).toFixed(2) : '')

/** An amount kept in cents, shown and typed in dollars ('75' or '75.50' is saved as 7500 or 7550). */
export const DollarsField: NumberFieldClientComponent = ({ path, field, readOnly }) => {
  const { value, setValue, disabled, showError, errorMessage } = useField<number>({ potentiallyStalePath: path })
  const [text, setText] = useState<string | null>(null)
  const shown = text ?? asDollars(value)
  const unreadable = text !== null && text.trim() !== '' && dollarsToCents(text) === null
  const id = `field-${path.replace(/\./g, '__')}`
  const description = typeof field.admin?.description === 'string' ? field.admin.description : undefined

  const change = (next: string) => {
    setText(next)
    if (next.trim() === '') return setValue(null)
    const cents = dollarsToCents(next)
    if (cents !== null) setValue(cents)
  }

  return (
    <div className={`field-type number${showError || unreadable ? ' error' : ''}`}>
      <FieldLabel htmlFor={id} label={field.label} required={field.required} path={path} />
      <div className="field-type__wrap" style={{ display: 'flex', alignItems: 'center', gap: '0.35rem' }}>
        <span aria-hidden="true">$</span>
        <input
          id={id}
          name={path}
          inputMode="decimal"
          value={shown}
          disabled={readOnly || disabled}
          aria-invalid={unreadable || showError}
          onChange={(e) => change(e.target.value)}
          onBlur={() => !unreadable && setText(null)}
        />
      </div>
      {unreadable ? <p role="alert" className="field-description">Write an amount in dollars, like 75 or 75.50.</p> : null}
      {showError && errorMessage ? <p role="alert" className="field-description">{errorMessage}</p> : null}
      {description ? <FieldDescription description={description} path={path} /> : null}
    </div>
  )
}
