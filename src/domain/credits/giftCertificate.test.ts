import { describe, expect, it } from 'vitest'

import { centsOfDollars, giftDeliveryDue, giftPrice, giftPurchaseSchema } from './giftCertificate'

const order = { choice: 'amount', amountDollars: '50', buyerName: 'Ada', buyerEmail: 'ada@example.com', recipientName: 'Bea', recipientEmail: 'bea@example.com', message: '', deliveryDate: '2026-11-28' }

describe('giftPurchaseSchema', () => {
  it('refuses a body that is not an order (null, a number, text, an array, nested arrays) without throwing', () => {
    for (const body of [null, 42, 'text', [], {}, JSON.parse('['.repeat(500) + ']'.repeat(500))]) {
      expect(giftPurchaseSchema('2026-11-28').safeParse(body).success).toBe(false)
    }
  })

  it('takes an amount from $25 to $500, a message up to 300 characters, and a delivery date of today or later (Pacific)', () => {
    const schema = giftPurchaseSchema('2026-11-28')
    expect(schema.safeParse(order).success).toBe(true)
    const wrong = schema.safeParse({ ...order, amountDollars: '24.99', message: 'x'.repeat(301), deliveryDate: '2026-11-27' })
    expect(wrong.success ? [] : wrong.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['message', 'Keep the message to 300 characters'],
      ['deliveryDate', 'Choose today or a later date'],
      ['amountDollars', 'Enter an amount from $25.00 to $500.00'],
    ])
    expect(schema.safeParse({ ...order, amountDollars: '500.00' }).success).toBe(true)
    expect(schema.safeParse({ ...order, amountDollars: '500.01' }).success).toBe(false)
    expect(schema.safeParse({ ...order, choice: 'adult-class', amountDollars: '' }).success).toBe(true)
  })
})

describe('giftPrice', () => {
  it("an amount as typed, or one class at the class data's price; none when no such class is on offer", () => {
    expect(giftPrice({ choice: 'amount', amountDollars: '$75.50' }, {})).toEqual({ cents: 7550, description: 'Gift certificate of $75.50' })
    expect(giftPrice({ choice: 'mother-daughter-class' }, { 'public-mother-daughter': 13900 })).toEqual({ cents: 13900, description: 'One mother-daughter class (a pair) ($139.00)' })
    expect(giftPrice({ choice: 'adult-class' }, { 'public-mother-daughter': 13900 })).toBeNull()
    expect(centsOfDollars('1,000')).toBe(100000)
    expect(centsOfDollars('abc')).toBeNull()
  })
})

describe('giftDeliveryDue', () => {
  it('is due on its Pacific delivery date and after', () => {
    expect(giftDeliveryDue('2026-11-28', '2026-11-27')).toBe(false)
    expect(giftDeliveryDue('2026-11-28', '2026-11-28')).toBe(true)
    expect(giftDeliveryDue('2026-11-28', '2026-12-01')).toBe(true)
  })
})
