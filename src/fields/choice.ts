import type { SelectField } from 'payload'

/** A required select from `{ value: label }`; the first value is its default. */
export function choiceField(name: string, options: Record<string, string>, more: Partial<Omit<SelectField, 'type' | 'hasMany'>> = {}): SelectField {
  const entries = Object.entries(options)
  return {
    name,
    type: 'select',
    required: true,
    defaultValue: entries[0][0],
    options: entries.map(([value, label]) => ({ value, label })),
    ...more,
  } as SelectField
}
