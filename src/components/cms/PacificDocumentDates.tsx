'use client'

import { useDocumentInfo } from '@payloadcms/ui'

import { pacificDateTime } from '@/domain/cms/listColumnFormats'

const stamp = (value: unknown) => (typeof value === 'string' && value ? <time dateTime={value}>{pacificDateTime(value)}</time> : null)

/**
 * The document header's 'Last modified' and 'Created', in Pacific time. Payload's own pair formats them in the
 * browser's zone and offers no setting or slot for them, so custom.scss hides it and this one stands in its place.
 */
export function PacificDocumentDates() {
  const { data } = useDocumentInfo()
  const updated = stamp(data?.updatedAt)
  const created = stamp(data?.createdAt)
  if (!updated && !created) return null
  return (
    <p className="pacific-document-dates" data-testid="pacific-document-dates">
      {updated && <span>Last modified {updated}</span>}
      {created && <span>Created {created}</span>}
      <span>Pacific time</span>
    </p>
  )
}
