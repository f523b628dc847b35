'use client'

import { DateTimeField } from '@payloadcms/ui'
import type { DateFieldClientComponent } from 'payload'

/**
 * A `pacificDateTime` field without Payload's time-zone picker: the zone is pinned to Pacific, so the picker only ever
 * showed one choice. Payload draws the picker when the field lists zones; with none listed it still shows and takes
 * the time in the stored zone (the hidden `<name>_tz` value, always Pacific), and the description says which.
 */
export const PacificDateTimeField: DateFieldClientComponent = (props) => {
  const { field } = props
  const { admin } = field
  const description = admin?.description
  const note = typeof description === 'string' && description ? `${description} Pacific time.` : 'Pacific time.'
  const timezone = typeof field.timezone === 'object' ? { ...field.timezone, supportedTimezones: [] } : field.timezone
  const withNote = admin && (typeof description === 'object' ? admin : { ...admin, description: note })
  return <DateTimeField {...props} field={{ ...field, timezone, admin: withNote }} />
}
