import { type ChangeEvent, useEffect, useRef } from 'react'

import form from '@/components/forms/form.module.css'
import { AGE_GROUPS } from '@/domain/bookings/ageGroups'
import type { BookingKind } from '@/domain/bookings/bookingKind'

import styles from './booking.module.css'
import { BOOKING_FORM_TEXT } from './bookingFormText'
import type { FieldAttributes } from './fieldAttributes'
import type { ParticipantRow } from './useBookingForm'

/** The participants' fieldset of the booking form: one row each, added and removed by the visitor. */
export function ParticipantFields({
  kind,
  uid,
  rows,
  field,
  onChange,
  onAdd,
  onRemove,
  seatLimitNote,
}: {
  kind: BookingKind
  uid: string
  rows: ParticipantRow[]
  field: FieldAttributes
  onChange: (key: number, name: 'firstName' | 'lastName' | 'ageGroup') => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void
  onAdd: () => void
  onRemove: (key: number) => void
  /** Why no more rows can be added; the add button is gone while it is set. */
  seatLimitNote: string | null
}) {
  const text = BOOKING_FORM_TEXT[kind]
  const limitRef = useRef<HTMLParagraphElement>(null)
  // The add button that was just pressed is replaced by the note: focus follows, so the reason is read where it was.
  useEffect(() => {
    if (seatLimitNote && document.activeElement === document.body) limitRef.current?.focus()
  }, [seatLimitNote])
  const canRemove = (index: number) => (kind === 'adult' ? true : kind === 'mother-daughter' ? index > 0 : rows.length > 1)
  const ageOptions = kind === 'community-mother-daughter' ? (['12-15'] as const) : AGE_GROUPS
  return (
    <fieldset className={styles.section}>
      <legend>{text.rowsHeading}</legend>
      {kind === 'adult' && <p className={form.hint}>Optional: add anyone coming with you (ages 15+).</p>}
      {kind !== 'adult' && <p className={form.hint}>Daughters must be 12-15 years old.</p>}
      {rows.map((row, index) => (
        <div key={row.key} className={form.row} role="group" aria-label={text.rowLabel(index)}>
          <p className={form.rowTitle}>{text.rowLabel(index)}</p>
          <div className={form.grid}>
            <label htmlFor={`${uid}-r${row.key}-first`}>
              First name
              <input {...field(`participants.${index}.firstName`, `${uid}-r${row.key}-first`)} value={row.firstName} onChange={onChange(row.key, 'firstName')} />
            </label>
            <label htmlFor={`${uid}-r${row.key}-last`}>
              Last name
              <input {...field(`participants.${index}.lastName`, `${uid}-r${row.key}-last`)} value={row.lastName} onChange={onChange(row.key, 'lastName')} />
            </label>
            {kind !== 'adult' && (
              <label htmlFor={`${uid}-r${row.key}-age`}>
                Age group
                <select {...field(`participants.${index}.ageGroup`, `${uid}-r${row.key}-age`)} value={row.ageGroup} onChange={onChange(row.key, 'ageGroup')}>
                  <option value="">Select age group</option>
                  {ageOptions.map((age) => (
                    <option key={age} value={age}>
                      {age}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
          {canRemove(index) && (
            <button type="button" className={form.secondary} onClick={() => onRemove(row.key)}>
              Remove
            </button>
          )}
        </div>
      ))}
      <p ref={limitRef} className={form.hint} role="status" tabIndex={-1} data-testid="seat-limit">
        {seatLimitNote}
      </p>
      {seatLimitNote ? null : (
        <button type="button" className={form.secondary} onClick={onAdd}>
          {text.addLabel}
        </button>
      )}
    </fieldset>
  )
}
