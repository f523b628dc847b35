import type { TextField } from 'payload'

/** A read-only column worked out when staff read the collection (src/collections/hooks/addListColumns.ts); not stored. */
export const listColumn = (name: string, label: string): TextField => ({
  name,
  label,
  type: 'text',
  virtual: true,
  admin: { readOnly: true, position: 'sidebar', disableListFilter: true, disableBulkEdit: true },
})
