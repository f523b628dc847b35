import type { CollectionConfig, DateField, EditConfig } from 'payload'

const PACIFIC_CELL = '/src/components/cms/PacificDateCell#PacificDateCell'
/** The document header's created / modified dates in Pacific time, for a collection's or a global's edit view. */
export const PACIFIC_HEADER_DATES = '/src/components/cms/PacificDocumentDates#PacificDocumentDates'

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

const PACIFIC_VERSIONS = '/src/components/cms/versions/PacificVersionsView#PacificVersionsView'
const PACIFIC_VERSION = '/src/components/cms/versions/PacificVersionView#PacificVersionView'

/**
 * The document header's created / modified dates in Pacific time (Payload's own are hidden in custom.scss), and for a
 * collection with versions, its versions list and version view (compare, restore) in Pacific time too.
 */
function withPacificAdminDates(collection: CollectionConfig): CollectionConfig['admin'] {
  const admin = collection.admin ?? {}
  const edit = admin.components?.edit ?? {}
  const views = admin.components?.views ?? {}
  // The cast: Payload's EditConfig (an index signature beside `root?: never`) refuses any spread of itself.
  const editViews = !collection.versions || views.edit?.root
    ? views.edit
    : ({ versions: { Component: PACIFIC_VERSIONS }, version: { Component: PACIFIC_VERSION }, ...views.edit } as EditConfig)
  return {
    ...admin,
    components: {
      ...admin.components,
      edit: { ...edit, beforeDocumentControls: [PACIFIC_HEADER_DATES, ...(edit.beforeDocumentControls ?? [])] },
      ...(editViews && { views: { ...views, edit: editViews } }),
    },
  }
}

/** Every collection's created and updated columns, header dates and versions in Pacific time (wired once, in payload.config.ts). */
export function withPacificTimestamps(collection: CollectionConfig): CollectionConfig {
  if (collection.timestamps === false) return collection
  const own = new Set(collection.fields.flatMap((field) => ('name' in field ? [field.name] : [])))
  const missing = (['updatedAt', 'createdAt'] as const).filter((name) => !own.has(name))
  return { ...collection, admin: withPacificAdminDates(collection), fields: [...collection.fields, ...missing.map(pacificTimestamp)] }
}
