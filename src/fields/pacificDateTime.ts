import type { DateField, SelectField } from 'payload'

import { BUSINESS_TIME_ZONE } from '@/domain/time/pacific'

const PACIFIC_CELL = '/src/components/cms/PacificDateCell#PacificDateCell'
/** Payload's date field without its time-zone picker (one choice only): the form says 'Pacific time' instead. */
const PACIFIC_FIELD = '/src/components/cms/PacificDateTimeField#PacificDateTimeField'

export const PACIFIC_TIME_ZONES = [{ label: 'Pacific Time (Los Angeles)', value: BUSINESS_TIME_ZONE }]

/**
 * The time zone Payload keeps beside a date field (`<name>_tz`): always Pacific. Documents saved before the field
 * existed read as Pacific too, so /cms shows and takes their times in Pacific whatever the browser's zone.
 */
const alwaysPacific = ({ baseField }: { baseField: SelectField }): SelectField => ({
  ...baseField,
  hooks: {
    afterRead: [({ value }) => value ?? BUSINESS_TIME_ZONE],
    beforeChange: [() => BUSINESS_TIME_ZONE],
  },
})

/** A date and time entered and shown in Pacific time in /cms (stored as the UTC instant, as before). */
export function pacificDateTime(name: string, admin: DateField['admin'] = {}, extra: Partial<Omit<DateField, 'type' | 'name' | 'admin'>> = {}): DateField {
  return {
    name,
    type: 'date',
    ...extra,
    timezone: { defaultTimezone: BUSINESS_TIME_ZONE, supportedTimezones: PACIFIC_TIME_ZONES, override: alwaysPacific },
    admin: { ...admin, components: { Cell: PACIFIC_CELL, Field: PACIFIC_FIELD, ...admin?.components }, date: { pickerAppearance: 'dayAndTime', displayFormat: 'EEE, MMM d, yyyy, h:mm a', ...admin?.date } },
  }
}
