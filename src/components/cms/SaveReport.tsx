'use client'

import { useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/** Above the form after a save: what the save sent out (emails, offers), in the words the hooks wrote. */
export const SaveReport: TextFieldClientComponent = ({ path }) => {
  const { value } = useField<string>({ potentiallyStalePath: path })
  if (!value) return null
  return (
    <div
      role="status"
      data-testid="save-report"
      style={{
        border: '1px solid var(--theme-success-500)',
        background: 'var(--theme-success-50)',
        borderRadius: 4,
        padding: '0.75rem 1rem',
        marginBottom: '1.5rem',
        overflowWrap: 'anywhere',
        whiteSpace: 'pre-line',
      }}
    >
      <strong>Saved. </strong>
      {value}
    </div>
  )
}
