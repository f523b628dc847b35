'use client'

import { FieldLabel, useFormFields } from '@payloadcms/ui'
import type { DefaultCellComponentProps, SelectFieldClientComponent } from 'payload'

import { entryStanding } from '@/domain/waitlist/entryHistoryWords'
import type { WaitlistStatus } from '@/domain/waitlist/waitlistStatus'

/** A waitlist entry's status in the list, in words ('Removed by the studio' for an entry the studio took off). */
export function WaitlistStatusCell({ cellData, rowData }: DefaultCellComponentProps) {
  return <span>{typeof cellData === 'string' ? entryStanding(cellData as WaitlistStatus, rowData?.history) : ''}</span>
}

/** The same on the entry's page: read-only; it changes with 'Offer now', 'Remove from the waitlist' and the list's rules. */
export const WaitlistStatusField: SelectFieldClientComponent = ({ path, field }) => {
  const status = useFormFields(([fields]) => fields[path]?.value) as WaitlistStatus | undefined
  const history = useFormFields(([fields]) => fields.history?.value)
  return (
    <div className="field-type" style={{ flex: '1 1 auto' }}>
      <FieldLabel label={field.label || 'Status'} path={path} />
      <p data-testid="waitlist-entry-status" style={{ margin: '0.5rem 0 0', fontWeight: 600 }}>
        {status ? entryStanding(status, history) : ''}
      </p>
    </div>
  )
}
