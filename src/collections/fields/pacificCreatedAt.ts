import type { DateField } from 'payload'

/**
 * Payload's own `createdAt` (same column), listed in Pacific time: Payload's date cell would show it in the browser's
 * zone, and a timestamp Payload sets itself takes no time-zone field.
 */
export const pacificCreatedAt = (): DateField => ({
  name: 'createdAt',
  label: 'Created (Pacific)',
  type: 'date',
  index: true,
  admin: { hidden: true, disableBulkEdit: true, components: { Cell: '/src/components/cms/PacificDateCell#PacificDateCell' } },
})
