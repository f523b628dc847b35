import { describe, expect, it } from 'vitest'

import { type PaidSession, PRIVATE_REVENUE_COLUMNS, privateRevenueCells, privateRevenueFigures, privateRevenueLines } from './privateRevenue'

const now = new Date('2026-11-29T18:00:00Z')
const session = (extra: Partial<PaidSession>): PaidSession => ({ startTime: '2026-12-20T18:00:00Z', depositCents: 30_000, balanceCents: 30_000, balancePaidCents: 0, ...extra })
const paidOnly = (paid: Parameters<typeof privateRevenueFigures>[0]['paid']) => ({ paid, refunded: [] })

describe('private revenue for the owner', () => {
  it('sums the month’s receipts per program, listing every program', () => {
    const f = privateRevenueFigures(
      paidOnly([
        { program: 'workplace', receipts: 2, cents: 60_000 },
        { program: 'private', receipts: 1, cents: 12_500 },
        { program: 'workplace', receipts: 1, cents: 5_000 },
      ]),
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

  it('takes off each program the refunds that went through in the month: paid less refunded is the net revenue', () => {
    // A session paid its deposit and balance ($300 + $300) and was cancelled with $250 back to the card and $50 back to the code.
    const f = privateRevenueFigures(
      {
        paid: [{ program: 'private', receipts: 2, cents: 60_000 }],
        refunded: [
          { program: 'private', refunds: 1, cents: 25_000 },
          { program: 'private', refunds: 1, cents: 5_000 },
        ],
      },
      [],
      now,
    )
    expect(f.byProgram[0]).toMatchObject({ program: 'private', paidCents: 60_000, refunds: 2, refundedCents: 30_000, cents: 30_000 })
    expect(f).toMatchObject({ paidCents: 60_000, refundedCents: 30_000, refunds: 2, totalCents: 30_000 })
  })

  it('counts a month that gives back more than it takes below zero (the refund of an earlier month’s payment)', () => {
    const f = privateRevenueFigures({ paid: [], refunded: [{ program: 'workplace', refunds: 1, cents: 60_000 }] }, [], now)
    expect(f.byProgram[1].cents).toBe(-60_000)
    expect(f.totalCents).toBe(-60_000)
  })

  it('holds the deposits of sessions not yet held, and only those (one starting this minute is not held any more)', () => {
    const f = privateRevenueFigures(paidOnly([]), [session({}), session({ startTime: now, depositCents: 10_000 }), session({ startTime: '2026-11-20T18:00:00Z', depositCents: 7_000 })], now)
    expect(f.depositsHeld).toEqual({ sessions: 1, cents: 30_000 })
  })

  it('counts what confirmed sessions still owe of their balance, nothing for a paid one or one paid in full at once', () => {
    const f = privateRevenueFigures(
      paidOnly([]),
      [session({}), session({ balancePaidCents: 30_000 }), session({ balanceCents: 0, depositCents: 60_000 }), session({ balanceCents: 20_000, balancePaidCents: 5_000 })],
      now,
    )
    expect(f.balancesDue).toEqual({ sessions: 2, cents: 45_000 })
  })

  it('reads as lines and as the CSV’s cells, one per column, saying the total is net of refunds', () => {
    const f = privateRevenueFigures(
      { paid: [{ program: 'community-group', receipts: 1, cents: 40_000 }, { program: 'private', receipts: 2, cents: 60_000 }], refunded: [{ program: 'private', refunds: 1, cents: 45_000 }] },
      [session({})],
      now,
    )
    expect(privateRevenueLines(f)).toEqual([
      ['Private training', '$150.00 (2 payments, $450.00 refunded)'],
      ['Workplace safety', '$0.00 (0 payments)'],
      ['Community group program', '$400.00 (1 payment)'],
      ['Private revenue, net of refunds', '$550.00'],
      ['Refunded (gone through)', '$450.00 (1 refund)'],
      ['Deposits held (sessions not yet held)', '$300.00 (1 session)'],
      ['Balances due (confirmed sessions)', '$300.00 (1 session)'],
    ])
    expect(privateRevenueCells(f)).toHaveLength(PRIVATE_REVENUE_COLUMNS.length)
    expect(privateRevenueCells(f)).toEqual(['$150.00', '$0.00', '$400.00', '$1,000.00', '$450.00', '$550.00', '$300.00', '$300.00'])
  })
})
