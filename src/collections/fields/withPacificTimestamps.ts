import type { CollectionConfig, DateField } from 'payload'

const PACIFIC_CELL = '/src/components/cms/PacificDateCell#PacificDateCell'

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

/** Every collection's created and updated columns in Pacific time (wired once, in payload.config.ts). */
export function withPacificTimestamps(collection: CollectionConfig): CollectionConfig {
  if (collection.timestamps === false) return collection
  const own = new Set(collection.fields.flatMap((field) => ('name' in field ? [field.name] : [])))
  const missing = (['updatedAt', 'createdAt'] as const).filter((name) => !own.has(name))
  return { ...collection, fields: [...collection.fields, ...missing.map(pacificTimestamp)] }
}
