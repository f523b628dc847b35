import { isLowAvailability, SCHEDULES_PAGE_SIZE } from './scheduleStatus'

export type ScheduleListRow = {
  id: number
  classId: number
  className: string
  type: string
  bookingMethod: string
  city: string
  date: string
  startTime: string | null
  availableSpots: number
  bookedSpots: number
  remainingSpots: number
  /** Seats taken beyond the spots (0 when within): shown as 'Over capacity by N'. */
  overCapacity: number
  isCancelled: boolean
}

export const SORT_KEYS = ['date', 'class', 'type', 'method', 'city', 'slots'] as const
export type SortKey = (typeof SORT_KEYS)[number]

export type ScheduleListQuery = {
  classId?: number
  type?: string
  method?: string
  city?: string
  /** Inclusive YYYY-MM-DD bounds; the page defaults `from` to today (future only). */
  from?: string
  to?: string
  sort: SortKey
  dir: 'asc' | 'desc'
  page: number
}

const compare: Record<SortKey, (a: ScheduleListRow, b: ScheduleListRow) => number> = {
  date: (a, b) => (a.startTime ?? a.date).localeCompare(b.startTime ?? b.date),
  class: (a, b) => a.className.localeCompare(b.className) || a.classId - b.classId,
  type: (a, b) => a.type.localeCompare(b.type),
  method: (a, b) => a.bookingMethod.localeCompare(b.bookingMethod),
  city: (a, b) => a.city.localeCompare(b.city),
  // Over capacity sorts below full: the further over, the lower.
  slots: (a, b) => a.remainingSpots - a.overCapacity - (b.remainingSpots - b.overCapacity),
}

/**
 * The instructor schedules list: filters, summary over the filtered set, sort (ties by date), and 50-row pages.
 */
export function scheduleList(rows: readonly ScheduleListRow[], q: ScheduleListQuery) {
  const filtered = rows.filter(
    (r) =>
      (q.classId == null || r.classId === q.classId) &&
      (!q.type || r.type === q.type) &&
      (!q.method || r.bookingMethod === q.method) &&
      (!q.city || r.city === q.city) &&
      (!q.from || r.date >= q.from) &&
      (!q.to || r.date <= q.to),
  )
  const sign = q.dir === 'desc' ? -1 : 1
  const sorted = [...filtered].sort((a, b) => sign * compare[q.sort](a, b) || compare.date(a, b) || a.id - b.id)
  const pageCount = Math.max(1, Math.ceil(sorted.length / SCHEDULES_PAGE_SIZE))
  const page = Math.min(Math.max(1, q.page), pageCount)
  return {
    summary: {
      total: filtered.length,
      active: filtered.filter((r) => !r.isCancelled).length,
      cancelled: filtered.filter((r) => r.isCancelled).length,
      lowAvailability: filtered.filter((r) => isLowAvailability(r.isCancelled, r.remainingSpots)).length,
    },
    rows: sorted.slice((page - 1) * SCHEDULES_PAGE_SIZE, page * SCHEDULES_PAGE_SIZE),
    page,
    pageCount,
  }
}
