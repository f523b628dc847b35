import Papa from 'papaparse'
import { z } from 'zod'

import { AGE_GROUPS, type AgeGroup } from '../bookings/ageGroups'
import { NAME_MAX_LENGTH, nameTooLong } from '../bookings/participantName'

export const IMPORT_COLUMNS = ['bookingGroupId', 'firstName', 'lastName', 'email', 'phone', 'ageGroup', 'classScheduleId'] as const

/** Largest accepted import file, and most data rows. */
export const MAX_IMPORT_BYTES = 256 * 1024
export const MAX_IMPORT_ROWS = 500

export const IMPORT_MESSAGES = {
  noFile: 'Please select a file first',
  notCsv: 'Please select a valid CSV file',
  empty: 'CSV file is empty or has no data rows',
  missingColumns: (columns: string[]) => `Missing required columns: ${columns.join(', ')}`,
  tooLarge: `The file is too large. The limit is ${MAX_IMPORT_BYTES / 1024} KB: split it into smaller files.`,
  tooManyRows: `The file has too many rows. The limit is ${MAX_IMPORT_ROWS} rows: split it into smaller files.`,
  oneAdult: (found: number) => `Each booking group needs exactly one adult (16+) with an email; this group has ${found}.`,
  mixedSchedules: 'All rows of a booking group must have the same classScheduleId.',
} as const

const required = (name: string) => z.string().trim().min(1, `${name} is required`)

export const importRowSchema = z.object({
  bookingGroupId: required('bookingGroupId').max(100, 'bookingGroupId is too long (100 characters at most)'),
  firstName: required('firstName').max(NAME_MAX_LENGTH, nameTooLong('firstName')),
  lastName: required('lastName').max(NAME_MAX_LENGTH, nameTooLong('lastName')),
  email: z.union([z.literal(''), z.email('email is not a valid email address')]),
  phone: z.string().trim().max(40, 'phone is too long'),
  ageGroup: z.enum(AGE_GROUPS, { error: "ageGroup must be exactly 'Under 12', '12-15' or '16+'" }),
  classScheduleId: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,9}$/, 'classScheduleId must be the number of a class schedule')
    .transform(Number),
})
export type ImportRow = z.infer<typeof importRowSchema>

export type ImportParticipant = { firstName: string; lastName: string; ageGroup: AgeGroup; isPrimaryContact: boolean }

export type ImportGroup = {
  bookingGroupId: string
  /** Line numbers in the file (the header is line 1). */
  lines: number[]
  classScheduleId: number | null
  contact: { firstName: string; lastName: string; email: string; phone: string } | null
  participants: ImportParticipant[]
  /** Empty when the group can be imported. */
  errors: string[]
}

export type ParsedImport = { ok: true; groups: ImportGroup[] } | { ok: false; error: string }

/**
 * Reads an import file: papaparse (quoted fields keep their commas), headers and cells trimmed, every row checked
 * with zod, rows gathered per bookingGroupId in file order, and each group checked for exactly one adult with an email.
 */
export function parseImportCsv(text: string): ParsedImport {
  if (new TextEncoder().encode(text).length > MAX_IMPORT_BYTES) return { ok: false, error: IMPORT_MESSAGES.tooLarge }
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
    // Cells are trimmed; quotes left around a value by stray spaces (` "x" `) are stripped too.
    transform: (v) => v.trim().replace(/^"([\s\S]*)"$/, (_, inner: string) => inner.replace(/""/g, '"').trim()),
  })
  const headers = parsed.meta.fields ?? []
  if (headers.length === 0 || parsed.data.length === 0) return { ok: false, error: IMPORT_MESSAGES.empty }
  const missing = IMPORT_COLUMNS.filter((c) => !headers.includes(c))
  if (missing.length > 0) return { ok: false, error: IMPORT_MESSAGES.missingColumns(missing) }
  if (parsed.data.length > MAX_IMPORT_ROWS) return { ok: false, error: IMPORT_MESSAGES.tooManyRows }

  const groups = new Map<string, ImportGroup & { rows: ImportRow[] }>()
  parsed.data.forEach((raw, index) => {
    const line = index + 2
    const cells = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, raw[c] ?? '']))
    const key = cells.bookingGroupId || `(line ${line})`
    const group =
      groups.get(key) ?? { bookingGroupId: key, lines: [], classScheduleId: null, contact: null, participants: [], errors: [], rows: [] }
    groups.set(key, group)
    group.lines.push(line)
    const row = importRowSchema.safeParse(cells)
    if (!row.success) {
      group.errors.push(`Line ${line}: ${row.error.issues.map((i) => i.message).join('; ')}`)
      return
    }
    group.rows.push(row.data)
  })

  return {
    ok: true,
    groups: [...groups.values()].map(({ rows, ...group }) => {
      const schedules = new Set(rows.map((r) => r.classScheduleId))
      if (schedules.size > 1) group.errors.push(IMPORT_MESSAGES.mixedSchedules)
      const adults = rows.filter((r) => r.ageGroup === '16+' && r.email !== '')
      if (group.errors.length === 0 && adults.length !== 1) group.errors.push(IMPORT_MESSAGES.oneAdult(adults.length))
      if (group.errors.length > 0) return group
      const [adult] = adults
      return {
        ...group,
        classScheduleId: rows[0].classScheduleId,
        contact: { firstName: adult.firstName, lastName: adult.lastName, email: adult.email.toLowerCase(), phone: adult.phone },
        // The contact comes first, as on bookings made online.
        participants: [adult, ...rows.filter((r) => r !== adult)].map((r) => ({
          firstName: r.firstName,
          lastName: r.lastName,
          ageGroup: r.ageGroup,
          isPrimaryContact: r === adult,
        })),
      }
    }),
  }
}

/** The template offered for download: the columns and sample rows (adults are 16+ in the template). */
export const IMPORT_TEMPLATE_CSV = [
  IMPORT_COLUMNS.join(','),
  'GROUP-001,Jane,Doe,jane.doe@example.com,(925) 555-0100,16+,123',
  'GROUP-001,Emma,Doe,,,12-15,123',
  'GROUP-002,Maria,Garcia,maria.garcia@example.com,510-555-0199,16+,123',
  '',
].join('\r\n')
