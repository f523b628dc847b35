import type { ChangeEvent } from 'react'

import { AGE_GROUPS } from '@/domain/bookings/ageGroups'

type Props = {
  id: string
  className: string
  'aria-invalid'?: boolean
  value: string
  onChange: (e: ChangeEvent<HTMLSelectElement>) => void
  options?: readonly string[]
  /** The empty first choice of a form that makes the visitor pick one. */
  placeholder?: string
}

/** A participant's labelled age group select: the booking form's rows and the manage page's substitutions. */
export function AgeGroupSelect({ value, onChange, options = AGE_GROUPS, placeholder, ...attributes }: Props) {
  return (
    <label htmlFor={attributes.id}>
      Age group
      <select {...attributes} value={value} onChange={onChange}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((age) => (
          <option key={age} value={age}>
            {age}
          </option>
        ))}
      </select>
    </label>
  )
}
