import { describe, expect, it } from 'vitest'

import { billedToLines, paidSentence, type Receipt, receiptLine, stillDueSentence } from './receipt'

const deposit: Receipt = {
  number: 'INV-2026-0007',
  kind: 'deposit',
  amountCents: 30_000,
  paidAt: '2026-11-29T06:30:00Z',
  billedTo: 'Olga Organizer',
  billedToEmail: 'olga@example.com',
  organization: 'Acme',
  poNumber: ' PO-778 ',
  description: 'Workplace safety, Sat, Dec 12, 2026',
  stillDueCents: 30_000,
  stillDueAt: '2026-11-28T18:00:00Z',
}

describe('a receipt’s words', () => {
  it('bills the organizer, their organization and the PO number when set', () => {
    expect(billedToLines(deposit)).toEqual(['Olga Organizer', 'Acme', 'PO number: PO-778', 'olga@example.com'])
    expect(billedToLines({ ...deposit, organization: null, poNumber: '  ' })).toEqual(['Olga Organizer', 'olga@example.com'])
  })

  it('names what the payment was for', () => {
    expect(receiptLine(deposit)).toBe('Deposit (50%): Workplace safety, Sat, Dec 12, 2026')
    expect(receiptLine({ ...deposit, kind: 'move-fee' })).toBe('Move fee: Workplace safety, Sat, Dec 12, 2026')
  })

  it('dates the payment in Pacific time (the evening of the 28th there)', () => {
    expect(paidSentence(deposit)).toBe('Paid by card on Saturday, November 28, 2026.')
  })

  it('says what is still due and when, or nothing when all is paid', () => {
    expect(stillDueSentence(deposit)).toBe('Still due: $300.00 on Saturday, November 28, 2026, charged to the card you paid with.')
    expect(stillDueSentence({ ...deposit, kind: 'full-payment', stillDueCents: 0 })).toBeNull()
  })
})
