import type { CollectionConfig, DateField } from 'payload'

const PACIFIC_CELL = '/src/components/cms/PacificDateCell#PacificDateCell'
const PACIFIC_HEADER_DATES = '/src/components/cms/PacificDocumentDates#PacificDocumentDates'

/**
 * Payload's own `createdAt` / `updatedAt` (same columns), listed in Pacific time: Payload's date cell would show them
 * in the browser's zone, and a timestamp Payload sets itself takes no time-zone field.
 */
const pacificTimestamp = (name: 'createdAt' | 'updatedAt'): DateField => ({
  name,
  label: name === 'createdAt' ? 'Created (Pacific)' : 'Updated (Pacific)',
  type: 'date',
  index: true,
  admin: { hidden: true, disableBulkEdit: true, components: { Cell: PACIFIC_CELL } },
})

/** The document header's created / modified dates in Pacific time (Payload's own are hidden in custom.scss). */
function withPacificHeaderDates(admin: CollectionConfig['admin'] = {}): CollectionConfig['admin'] {
  const edit = admin.components?.edit ?? {}
  return {
    ...admin,
    components: { ...admin.components, edit: { ...edit, beforeDocumentControls: [PACIFIC_HEADER_DATES, ...(edit.beforeDocumentControls ?? [])] } },
  }
}

/** Every collection's created and updated columns and header dates in Pacific time (wired once, in payload.config.ts). */
export function withPacificTimestamps(collection: CollectionConfig): CollectionConfig {
  if (collection.timestamps === false) return collection
  const own = new Set(collection.fields.flatMap((field) => ('name' in field ? [field.name] : [])))
  const missing = (['updatedAt', 'createdAt'] as const).filter((name) => !own.has(name))
  return { ...collection, admin: withPacificHeaderDates(collection.admin), fields: [...collection.fields, ...missing.map(pacificTimestamp)] }
}
