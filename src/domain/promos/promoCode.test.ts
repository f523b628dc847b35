import { describe, expect, it } from 'vitest'

import { describePromo, PROMO_MESSAGES, promoDiscountCents, promoRefusal, promoRowOf, type PromoRules } from './promoCode'

const base: PromoRules = { code: 'SPRING20', active: true, discountType: 'percent', percentOff: 20, classKinds: ['public', 'mother-daughter'] }
const adult = { kind: 'adult' as const, participantCount: 2 }
const none = { usesSoFar: 0, usesByThisEmail: 0 }
const now = new Date('2026-12-01T17:00:00.000Z') // 9:00 AM Pacific

describe('promoRefusal', () => {
  it('refuses an unknown or inactive code with the same words', () => {
    expect(promoRefusal(null, adult, none, now)).toBe(PROMO_MESSAGES.unknown)
    expect(promoRefusal({ ...base, active: false }, adult, none, now)).toBe(PROMO_MESSAGES.unknown)
  })

  it('is valid from its first minute and up to, not at, its last (Pacific)', () => {
    const from = new Date('2026-12-01T17:00:00.000Z')
    const until = new Date('2026-12-02T01:00:00.000Z') // 5:00 PM Pacific
    const promo = { ...base, validFrom: from, validUntil: until }
    expect(promoRefusal(promo, adult, none, new Date(from.getTime() - 1))).toBe('This promo code can be used from Tuesday, December 1, 2026 at 9:00 AM (Pacific time).')
    expect(promoRefusal(promo, adult, none, from)).toBeNull()
    expect(promoRefusal(promo, adult, none, new Date(until.getTime() - 1))).toBeNull()
    expect(promoRefusal(promo, adult, none, until)).toBe(PROMO_MESSAGES.expired)
  })

  it('applies only to its class kinds; a community mother-daughter class is a mother-daughter class', () => {
    const md = { ...base, classKinds: ['mother-daughter'] }
    expect(promoRefusal(md, adult, none, now)).toBe(PROMO_MESSAGES.notForClass)
    expect(promoRefusal(md, { kind: 'community-mother-daughter', participantCount: 2 }, none, now)).toBeNull()
    expect(promoRefusal({ ...base, classKinds: ['private'] }, { kind: 'mother-daughter', participantCount: 2 }, none, now)).toBe(PROMO_MESSAGES.notForClass)
  })

  it('counts total uses, uses per email and participants at their boundaries', () => {
    expect(promoRefusal({ ...base, totalUses: 5 }, adult, { usesSoFar: 4, usesByThisEmail: 0 }, now)).toBeNull()
    expect(promoRefusal({ ...base, totalUses: 5 }, adult, { usesSoFar: 5, usesByThisEmail: 0 }, now)).toBe(PROMO_MESSAGES.usedUp)
    expect(promoRefusal({ ...base, usesPerEmail: 1 }, adult, { usesSoFar: 1, usesByThisEmail: 1 }, now)).toBe(PROMO_MESSAGES.usedByEmail)
    expect(promoRefusal({ ...base, minimumParticipants: 3 }, adult, none, now)).toBe('This promo code needs at least 3 participants on the booking.')
    expect(promoRefusal({ ...base, minimumParticipants: 2 }, adult, none, now)).toBeNull()
  })
})

describe('promoDiscountCents', () => {
  it('takes a percent rounded to the cent, or an amount, never more than the price', () => {
    expect(promoDiscountCents(base, 15000)).toBe(3000)
    expect(promoDiscountCents({ ...base, percentOff: 15 }, 13900)).toBe(2085)
    expect(promoDiscountCents({ ...base, percentOff: 100 }, 7500)).toBe(7500)
    expect(promoDiscountCents({ discountType: 'amount', amountOffCents: 2500 }, 7500)).toBe(2500)
    expect(promoDiscountCents({ discountType: 'amount', amountOffCents: 10000 }, 7500)).toBe(7500)
  })
})

describe('how a discount reads', () => {
  it('names the code and what it takes off; a booking says the code and the amount taken', () => {
    expect(describePromo(base)).toBe('SPRING20: 20% off')
    expect(describePromo({ code: 'TEN', discountType: 'amount', amountOffCents: 1000 })).toBe('TEN: $10.00 off')
    expect(promoRowOf({ promoCode: { code: 'SPRING20' }, discountCents: 3000 })).toEqual({ label: 'Promo code SPRING20', value: '-$30.00' })
    expect(promoRowOf({ promoCode: null, discountCents: 0 })).toBeNull()
  })
})
