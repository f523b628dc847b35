import type { DateField, SelectField } from 'payload'

import { BUSINESS_TIME_ZONE } from '@/domain/time/pacific'

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
    admin: { ...admin, components: { Cell: '/src/components/cms/PacificDateCell#PacificDateCell', ...admin?.components }, date: { pickerAppearance: 'dayAndTime', displayFormat: 'EEE, MMM d, yyyy, h:mm a', ...admin?.date } },
  }
}
