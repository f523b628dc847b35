import { describe, expect, it } from 'vitest'

import { type ImportResult, summarizeImport, withResult } from './importResults'

const result = (bookingGroupId: string, over: Partial<ImportResult> = {}): ImportResult => ({
  bookingGroupId,
  success: true,
  alreadyImported: false,
  participantCount: 1,
  contactEmail: 'a@example.com',
  contactPhone: '',
  lines: [2],
  ...over,
})

describe('summarizeImport', () => {
  it('counts imported, already imported and failed groups', () => {
    const summary = summarizeImport([result('A'), result('B', { success: false, alreadyImported: true }), result('C', { success: false })])
    expect(summary).toMatchObject({ successCount: 1, alreadyImportedCount: 1, errorCount: 1 })
  })
})

describe('withResult', () => {
  it('replaces the resubmitted group and recounts, keeping the order', () => {
    const before = summarizeImport([result('A'), result('BIG', { success: false, seatsShort: 2 }), result('C')])
    const after = withResult(before, result('BIG', { overbookedSeats: 2 }))
    expect(after.results.map((r) => [r.bookingGroupId, r.success, r.overbookedSeats])).toEqual([
      ['A', true, undefined],
      ['BIG', true, 2],
      ['C', true, undefined],
    ])
    expect(after).toMatchObject({ successCount: 3, errorCount: 0 })
  })
})
