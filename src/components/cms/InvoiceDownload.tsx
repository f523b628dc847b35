'use client'

import { useDocumentInfo } from '@payloadcms/ui'

/** On a receipt's /cms page: its PDF, as the organizer received it. */
export function InvoiceDownload() {
  const { id } = useDocumentInfo()
  if (!id) return null
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href={`/api/owner/invoice-pdf?id=${id}`} download data-testid="invoice-download">
        Download the receipt (PDF)
      </a>
    </p>
  )
}
