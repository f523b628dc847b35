import type { TextField } from 'payload'

/**
 * What the last save sent out, in words ('Offered seats to …', 'Class cancelled. Emailed 2 customers: …'): set by the
 * collection's afterChange hooks on the saved document, shown above the form until the page is left. Not stored.
 */
export const saveReport: TextField = {
  name: 'saveReport',
  type: 'text',
  virtual: true,
  admin: {
    readOnly: true,
    disableListColumn: true,
    disableListFilter: true,
    disableBulkEdit: true,
    components: { Field: '/src/components/cms/SaveReport#SaveReport' },
  },
}

/** A saved document with the words of what its save sent out appended. */
export const withSaveReport = <T extends object>(doc: T, words: string): T & { saveReport?: string } => {
  if (!words) return doc
  const before = (doc as { saveReport?: unknown }).saveReport
  return { ...doc, saveReport: typeof before === 'string' && before ? `${before} ${words}` : words }
}
