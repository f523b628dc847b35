export type ImportResult = {
  bookingGroupId: string
  success: boolean
  alreadyImported: boolean
  participantCount: number
  contactEmail: string
  /** As written in the file; empty when none was given. */
  contactPhone: string
  bookingNumber?: string
  lines: number[]
  error?: string
  /** Refused for want of seats: how many are short (what 'Import and overbook by N' offers). */
  seatsShort?: number
  /** Imported beyond the class capacity by this many seats. */
  overbookedSeats?: number
}

export type ImportSummary = { successCount: number; errorCount: number; alreadyImportedCount: number; results: ImportResult[] }

/** The counts of an import's results. */
export const summarizeImport = (results: ImportResult[]): ImportSummary => ({
  successCount: results.filter((r) => r.success).length,
  errorCount: results.filter((r) => !r.success && !r.alreadyImported).length,
  alreadyImportedCount: results.filter((r) => r.alreadyImported).length,
  results,
})

/** The summary after one group was submitted again (overbooked): its new result takes the place of the old one. */
export const withResult = (summary: ImportSummary, result: ImportResult): ImportSummary =>
  summarizeImport(summary.results.map((r) => (r.bookingGroupId === result.bookingGroupId ? result : r)))
