import { describe, expect, it } from 'vitest'

import { applyCredit, creditBackSentence, CREDIT_MESSAGES, creditExpiresAt, creditRefusal, creditValueOf, giveBackCredit } from './classCredit'

const now = new Date('2026-11-23T18:00:00Z')
const active = { status: 'active' as const, remainingCents: 7500, expiresAt: '2027-11-23T18:00:00Z' }

describe('applyCredit', () => {
  it('pays part of a larger total and is used up', () => {
    expect(applyCredit(15000, 7500)).toEqual({ appliedCents: 7500, dueCents: 7500, remainingCents: 0, status: 'used' })
  })
  it('covers a smaller total and keeps the rest', () => {
    expect(applyCredit(7500, 13900)).toEqual({ appliedCents: 7500, dueCents: 0, remainingCents: 6400, status: 'active' })
  })
  it('covers an equal total exactly', () => {
    expect(applyCredit(7500, 7500)).toEqual({ appliedCents: 7500, dueCents: 0, remainingCents: 0, status: 'used' })
  })
  it('takes nothing for a free class', () => {
    expect(applyCredit(0, 7500)).toEqual({ appliedCents: 0, dueCents: 0, remainingCents: 7500, status: 'active' })
  })
  it('never goes below zero', () => {
    expect(applyCredit(5000, -10)).toEqual({ appliedCents: 0, dueCents: 5000, remainingCents: 0, status: 'used' })
  })
})

describe('giveBackCredit', () => {
  it('returns what an unpaid hold took and makes a used credit active again', () => {
    expect(giveBackCredit({ status: 'used', amountCents: 7500, remainingCents: 0 }, 7500)).toEqual({ remainingCents: 7500, status: 'active' })
  })
  it('never exceeds the amount', () => {
    expect(giveBackCredit({ status: 'active', amountCents: 7500, remainingCents: 5000 }, 7500)).toEqual({ remainingCents: 7500, status: 'active' })
  })
  it('keeps a void credit void', () => {
    expect(giveBackCredit({ status: 'void', amountCents: 7500, remainingCents: 0 }, 7500).status).toBe('void')
  })
})

describe('creditRefusal', () => {
  it('accepts an active credit with money left before it expires', () => {
    expect(creditRefusal(active, now)).toBeNull()
  })
  it('refuses an unknown, void or used credit', () => {
    expect(creditRefusal(null, now)).toBe(CREDIT_MESSAGES.notFound)
    expect(creditRefusal({ ...active, status: 'void' }, now)).toBe(CREDIT_MESSAGES.void)
    expect(creditRefusal({ ...active, status: 'used', remainingCents: 0 }, now)).toBe(CREDIT_MESSAGES.used)
    expect(creditRefusal({ ...active, remainingCents: 0 }, now)).toBe(CREDIT_MESSAGES.used)
  })
  it('refuses at the exact expiry instant, with the Pacific date', () => {
    expect(creditRefusal({ ...active, expiresAt: now }, now)).toBe('This class credit expired on Monday, November 23, 2026.')
    expect(creditRefusal({ ...active, expiresAt: new Date(now.getTime() + 1) }, now)).toBeNull()
  })
  it('refuses a credit marked expired even if its date was later', () => {
    expect(creditRefusal({ ...active, status: 'expired' }, now)).toMatch(/^This class credit expired on/)
  })
})

describe('creditExpiresAt and creditValueOf', () => {
  it('is valid 12 months', () => {
    expect(creditExpiresAt(new Date('2026-11-23T18:00:00Z')).toISOString()).toBe('2027-11-23T18:00:00.000Z')
  })
  it('is worth what the booking was paid with, money and credit', () => {
    expect(creditValueOf({ totalCents: 7500 })).toBe(7500)
    expect(creditValueOf({ totalCents: 2500, creditCents: 5000 })).toBe(7500)
  })
})

describe('creditBackSentence', () => {
  it('says what goes back onto the credit, and nothing when no credit paid', () => {
    expect(creditBackSentence(2500)).toBe('The $25.00 paid with your class credit is back on that credit, for your next booking.')
    expect(creditBackSentence(0)).toBeNull()
    expect(creditBackSentence(4000, 'gift-certificate')).toBe('The $40.00 paid with your gift certificate is back on that gift certificate, for your next booking.')
  })
})
