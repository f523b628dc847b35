import { describe, expect, it } from 'vitest'

import { type PaidSession, PRIVATE_REVENUE_COLUMNS, privateRevenueCells, privateRevenueFigures, privateRevenueLines } from './privateRevenue'

const now = new Date('2026-11-29T18:00:00Z')
const session = (extra: Partial<PaidSession>): PaidSession => ({ startTime: '2026-12-20T18:00:00Z', depositCents: 30_000, balanceCents: 30_000, balancePaidCents: 0, ...extra })

describe('private revenue for the owner', () => {
  it('sums the month’s receipts per program, listing every program', () => {
    const f = privateRevenueFigures(
      [
        { program: 'workplace', receipts: 2, cents: 60_000 },
        { program: 'private', receipts: 1, cents: 12_500 },
        { program: 'workplace', receipts: 1, cents: 5_000 },
      ],
      [],
      now,
    )
    expect(f.byProgram.map((p) => [p.program, p.receipts, p.cents])).toEqual([
      ['private', 1, 12_500],
      ['workplace', 3, 65_000],
      ['community-group', 0, 0],
    ])
    expect(f.totalCents).toBe(77_500)
    expect(f.receipts).toBe(4)
  })

  it('holds the deposits of sessions not yet held, and only those (one starting this minute is not held any more)', () => {
    const f = privateRevenueFigures([], [session({}), session({ startTime: now, depositCents: 10_000 }), session({ startTime: '2026-11-20T18:00:00Z', depositCents: 7_000 })], now)
    expect(f.depositsHeld).toEqual({ sessions: 1, cents: 30_000 })
  })

  it('counts what confirmed sessions still owe of their balance, nothing for a paid one or one paid in full at once', () => {
    const f = privateRevenueFigures(
      [],
      [session({}), session({ balancePaidCents: 30_000 }), session({ balanceCents: 0, depositCents: 60_000 }), session({ balanceCents: 20_000, balancePaidCents: 5_000 })],
      now,
    )
    expect(f.balancesDue).toEqual({ sessions: 2, cents: 45_000 })
  })

  it('reads as lines and as the CSV’s cells, one per column', () => {
    const f = privateRevenueFigures([{ program: 'community-group', receipts: 1, cents: 40_000 }], [session({})], now)
    expect(privateRevenueLines(f)).toEqual([
      ['Private training', '$0.00 (0 payments)'],
      ['Workplace safety', '$0.00 (0 payments)'],
      ['Community group program', '$400.00 (1 payment)'],
      ['Private revenue, all programs', '$400.00'],
      ['Deposits held (sessions not yet held)', '$300.00 (1 session)'],
      ['Balances due (confirmed sessions)', '$300.00 (1 session)'],
    ])
    expect(privateRevenueCells(f)).toHaveLength(PRIVATE_REVENUE_COLUMNS.length)
    expect(privateRevenueCells(f)).toEqual(['$0.00', '$0.00', '$400.00', '$400.00', '$300.00', '$300.00'])
  })
})
