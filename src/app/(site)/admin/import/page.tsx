import type { Metadata } from 'next'

import { ImportForm } from '@/components/admin/ImportForm.client'
import { IMPORT_COLUMNS, IMPORT_TEMPLATE_CSV, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@/domain/import/importCsv'
import { requireStaffPage } from '@/server/auth/requireStaffPage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Import bookings', robots: { index: false, follow: false } }

export default async function ImportPage() {
  await requireStaffPage()
  return (
    <main id="main" className="admin-main">
      <h1>Import External Bookings</h1>
      <section className="admin-card" aria-labelledby="instructions">
        <h2 id="instructions">Instructions</h2>
        <ol>
          <li>
            Download the template and fill in one row per participant, with the columns{' '}
            {IMPORT_COLUMNS.map((c, i) => (
              <span key={c}>
                <code>{c}</code>
                {i < IMPORT_COLUMNS.length - 1 ? ', ' : ''}
              </span>
            ))}
            .
          </li>
          <li>
            Rows with the same <code>bookingGroupId</code> become one booking. Each group needs exactly one adult (16+) with an
            email: the contact. Phone is optional.
          </li>
          <li>
            Age group must be exactly <code>Under 12</code>, <code>12-15</code> or <code>16+</code>. <code>classScheduleId</code>{' '}
            is the Class Schedule ID shown on the attendance page.
          </li>
          <li>
            Imported bookings are Confirmed with a $0 payment. Each contact gets an email saying they are registered through the
            class&rsquo;s partner organization (none for a class that has started), and a reminder one day before class. Importing
            the same file again adds nothing: groups already imported are reported as such.
          </li>
          <li>
            A group larger than the seats left is refused with how many seats are short. &lsquo;Import and overbook by N&rsquo;
            imports it anyway; the class then shows as over capacity on the schedules page.
          </li>
          <li>
            Up to {MAX_IMPORT_ROWS} rows and {MAX_IMPORT_BYTES / 1024} KB per file.
          </li>
        </ol>
      </section>
      <ImportForm template={IMPORT_TEMPLATE_CSV} />
    </main>
  )
}
