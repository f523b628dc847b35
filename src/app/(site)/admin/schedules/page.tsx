import type { Metadata } from 'next'
import { Link } from '@/components/layout/Link'
import { z } from 'zod'

import { formatDay, formatTime } from '@/components/admin/format'
import { scheduleList, SORT_KEYS, type ScheduleListQuery, type SortKey } from '@/domain/instructor/scheduleList'
import { isLowAvailability, registrationStatus, scheduleStatus } from '@/domain/instructor/scheduleStatus'
import { isDateOnly, pacificDate } from '@/domain/time/pacific'
import { BOOKING_METHODS } from '@/domain/schedule/bookingMethods'
import { CLASS_TYPE_LABELS } from '@/domain/schedule/classTypes'
import { adminScheduleRows } from '@/server/admin/scheduleRows'
import { requireStaffPage } from '@/server/auth/requireStaffPage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Schedules', robots: { index: false, follow: false } }

type Search = Record<string, string | string[] | undefined>

const dateParam = z.string().refine((v) => v === '' || isDateOnly(v)).optional().catch(undefined)
const querySchema = z.object({
  classId: z.coerce.number().int().positive().optional().catch(undefined),
  type: z.enum(Object.keys(CLASS_TYPE_LABELS) as [string, ...string[]]).optional().catch(undefined),
  method: z.enum(BOOKING_METHODS).optional().catch(undefined),
  city: z.string().max(100).optional().catch(undefined),
  from: dateParam,
  to: dateParam,
  sort: z.enum(SORT_KEYS).catch('date'),
  dir: z.enum(['asc', 'desc']).catch('asc'),
  page: z.coerce.number().int().positive().catch(1),
})

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'date', label: 'Date & Time' },
  { key: 'class', label: 'Class ID' },
  { key: 'type', label: 'Type' },
  { key: 'method', label: 'Booking Method' },
  { key: 'city', label: 'City' },
  { key: 'slots', label: 'Slots' },
]

export default async function SchedulesPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { payload, user } = await requireStaffPage()
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]))
  const parsed = querySchema.parse({ ...raw, classId: raw.classId || undefined, city: raw.city || undefined })
  const now = new Date()
  const today = pacificDate(now)
  // Default: future only. An empty `from` (the field cleared) means no lower bound.
  const from = parsed.from === undefined ? today : parsed.from || undefined
  const query: ScheduleListQuery = { ...parsed, from, to: parsed.to || undefined }

  const all = await adminScheduleRows(payload, user, { from: query.from, to: query.to, now })
  const { summary, rows, page, pageCount } = scheduleList(all, query)
  const classes = [...new Map(all.map((r) => [r.classId, r.className])).entries()].sort((a, b) => a[1].localeCompare(b[1]))
  const cities = [...new Set(all.map((r) => r.city).filter(Boolean))].sort()

  const href = (over: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams()
    const merged = { classId: query.classId, type: query.type, method: query.method, city: query.city, from: parsed.from, to: parsed.to, sort: query.sort, dir: query.dir, page, ...over }
    for (const [k, v] of Object.entries(merged)) if (v !== undefined) params.set(k, String(v))
    return `/admin/schedules?${params}`
  }
  const sortHref = (key: SortKey) => href({ sort: key, dir: query.sort === key && query.dir === 'asc' ? 'desc' : 'asc', page: 1 })

  return (
    <main id="main" className="admin-main">
      <h1>Schedules</h1>
      <ul className="admin-cards" aria-label="Summary">
        <li className="admin-card">
          <span className="admin-card-label">Total</span> <strong data-testid="summary-total">{summary.total}</strong>
        </li>
        <li className="admin-card">
          <span className="admin-card-label">Active</span> <strong data-testid="summary-active">{summary.active}</strong>
        </li>
        <li className="admin-card">
          <span className="admin-card-label">Cancelled</span> <strong data-testid="summary-cancelled">{summary.cancelled}</strong>
        </li>
        <li className="admin-card admin-card--low">
          <span className="admin-card-label">Low Availability</span> <strong data-testid="summary-low">{summary.lowAvailability}</strong>
        </li>
      </ul>

      <form className="admin-filters" method="get" action="/admin/schedules" aria-label="Filters">
        <input type="hidden" name="sort" value={query.sort} />
        <input type="hidden" name="dir" value={query.dir} />
        <div className="admin-filter">
          <label htmlFor="filter-class-id">Class ID</label>
          <select id="filter-class-id" name="classId" defaultValue={query.classId ?? ''}>
            <option value="">All classes</option>
            {classes.map(([id, name]) => (
              <option key={id} value={id}>
                {name} (#{id})
              </option>
            ))}
          </select>
        </div>
        <div className="admin-filter">
          <label htmlFor="filter-type">Type</label>
          <select id="filter-type" name="type" defaultValue={query.type ?? ''}>
            <option value="">All types</option>
            {Object.entries(CLASS_TYPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-filter">
          <label htmlFor="filter-booking-method">Booking Method</label>
          <select id="filter-booking-method" name="method" defaultValue={query.method ?? ''}>
            <option value="">All methods</option>
            {BOOKING_METHODS.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </div>
        <div className="admin-filter">
          <label htmlFor="filter-city">City</label>
          <select id="filter-city" name="city" defaultValue={query.city ?? ''}>
            <option value="">All cities</option>
            {cities.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <div className="admin-filter">
          <label htmlFor="filter-from">From</label>
          <input id="filter-from" type="date" name="from" defaultValue={query.from ?? ''} />
        </div>
        <div className="admin-filter">
          <label htmlFor="filter-to">To</label>
          <input id="filter-to" type="date" name="to" defaultValue={query.to ?? ''} />
        </div>
        <button type="submit" className="admin-button">
          Apply filters
        </button>
        <Link href="/admin/schedules" className="admin-button admin-button--ghost">
          Reset
        </Link>
      </form>

      {rows.length === 0 ? (
        <section className="admin-empty">
          <h2>No schedules found</h2>
          <p>Try adjusting your filters</p>
        </section>
      ) : (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table admin-table--stack">
              <caption className="visually-hidden">Schedules, sorted by {COLUMNS.find((c) => c.key === query.sort)?.label}</caption>
              <thead>
                <tr>
                  {COLUMNS.map((c) => (
                    <th key={c.key} scope="col" aria-sort={query.sort === c.key ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
                      <Link href={sortHref(c.key)}>
                        {c.label}
                        {query.sort === c.key ? (query.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                      </Link>
                    </th>
                  ))}
                  <th scope="col">Registration</th>
                  <th scope="col">Status</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => {
                  const low = isLowAvailability(r.isCancelled, r.remainingSpots)
                  const over = !r.isCancelled && r.overCapacity > 0
                  const rowClass = over ? 'admin-row--over' : low ? 'admin-row--low' : r.isCancelled ? 'admin-row--cancelled' : undefined
                  return (
                    <tr key={r.id} className={rowClass} data-testid="schedule-row">
                      <td data-label="Date & Time">
                        {formatDay(r.date)}
                        <div className="admin-muted">{formatTime(r.startTime)}</div>
                      </td>
                      <td data-label="Class ID">
                        {r.className} <span className="admin-muted">#{r.classId}</span>
                      </td>
                      <td data-label="Type">{CLASS_TYPE_LABELS[r.type as keyof typeof CLASS_TYPE_LABELS] ?? r.type}</td>
                      <td data-label="Booking Method">{r.bookingMethod}</td>
                      <td data-label="City">{r.city}</td>
                      <td data-label="Slots">
                        {r.remainingSpots} / {r.availableSpots} left{low ? <span className="admin-badge admin-badge--low">Low</span> : null}
                        {over ? <span className="admin-badge admin-badge--over">Over capacity by {r.overCapacity}</span> : null}
                        <div className="admin-muted">{r.bookedSpots} booked</div>
                      </td>
                      <td data-label="Registration">{registrationStatus({ ...r, remaining: r.remainingSpots }, now)}</td>
                      <td data-label="Status">{scheduleStatus(r.isCancelled)}</td>
                      <td data-label="Actions" className="admin-actions">
                        <Link href={`/admin/schedules/${r.id}/edit`} className="admin-button admin-button--small admin-button--ghost">
                          Edit
                        </Link>
                        <Link href={`/admin/attendance?classScheduleId=${r.id}`} className="admin-button admin-button--small admin-button--ghost">
                          Attendance
                        </Link>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
          <nav className="admin-pagination" aria-label="Pages">
            {page > 1 ? <Link href={href({ page: page - 1 })}>← Previous page</Link> : <span />}
            <span>
              Page {page} of {pageCount}
            </span>
            {page < pageCount ? <Link href={href({ page: page + 1 })}>Next page →</Link> : <span />}
          </nav>
        </>
      )}
    </main>
  )
}
