/** The instructor area's pages, as both halves of the back office (/admin and /cms) link to them. */
export const INSTRUCTOR_AREA_LINKS = [
  { href: '/admin/attendance', label: 'Attendance' },
  { href: '/admin/schedules', label: 'Schedules' },
  { href: '/admin/import', label: 'Import bookings' },
  { href: '/admin/class-prep-links', label: 'Class prep links' },
] as const
