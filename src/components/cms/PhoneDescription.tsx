'use client'

import { useFormFields } from '@payloadcms/ui'

import { formatPhone } from '@/domain/cms/listColumnFormats'

/** Under a phone field: the number as it reads, '(925) 555-0142', when it was typed another way. */
export function PhoneDescription({ path }: { path: string }) {
  const typed = useFormFields(([fields]) => fields[path]?.value)
  const value = typeof typed === 'string' ? typed : ''
  const shown = formatPhone(value)
  if (!value || shown === value) return null
  return <div className="field-description">Reads {shown}</div>
}
