import { describe, expect, it } from 'vitest'

import { actorWords, historySentence } from './historySentence'

const schedules: Record<number, string> = { 1: 'Sat Nov 28, 10:00 AM Concord', 2: 'Sat Dec 5, 10:00 AM Danville' }
const label = (id: number) => schedules[id]

describe('historySentence', () => {
  it('says a move with both classes, why it was free, and who made it', () => {
    const event = { action: 'moved by the customer (first move, free)', actor: 'customer (manage link)', before: { schedule: 1 }, after: { schedule: 2 } }
    expect(historySentence(event, label)).toBe('Moved from Sat Nov 28, 10:00 AM Concord to Sat Dec 5, 10:00 AM Danville (first move, free), by the customer.')
  })

  it('says an owner’s move in /cms, with the other fields that changed', () => {
    const event = { action: 'updated', actor: 'owner jo@example.com', before: { schedule: 1, seats: 2 }, after: { schedule: 2, seats: 3 } }
    expect(historySentence(event, label)).toBe(
      'Moved from Sat Nov 28, 10:00 AM Concord to Sat Dec 5, 10:00 AM Danville: seats from 2 to 3, by the owner (jo@example.com).',
    )
  })

  it("ends with the owner's reason when the action had one", () => {
    const event = { action: 'cancelled by the owner (part refund)', actor: 'owner jo@example.com', amountCents: 2500, reason: 'The class ran short.  ' }
    expect(historySentence(event, label)).toBe('Cancelled by the owner (part refund): $25.00. Reason: The class ran short.')
  })

  it('names a class it cannot find by its number', () => {
    expect(historySentence({ action: 'updated', actor: 'system', before: { schedule: 1 }, after: { schedule: 9 } }, label)).toBe(
      'Moved from Sat Nov 28, 10:00 AM Concord to class #9, by the system.',
    )
  })

  it('says a booking made for whom, with its status, seats and total in words and dollars', () => {
    const event = { action: 'created', actor: 'system', after: { status: 'held', schedule: 1, seats: 2, totalCents: 15000, contactFirstName: 'Pat', contactLastName: 'Lee', stripeSessionId: 'cs_1' } }
    expect(historySentence(event, label)).toBe('Booking made for Pat Lee: Held (checkout open), 2 seats, $150.00, by the system.')
  })

  it('says a status change with both labels and who made it', () => {
    const event = { action: 'updated', actor: 'Stripe', before: { status: 'held', paidAt: null }, after: { status: 'confirmed', paidAt: '2026-11-20T18:00:00.000Z' } }
    expect(historySentence(event, label)).toBe('Changed status from Held (checkout open) to Confirmed, by Stripe.')
  })

  it('keeps a named action’s words, with its amount, and does not name its author twice', () => {
    const event = { action: 'cancelled by the owner (part refund)', actor: 'owner jo@example.com', before: { status: 'confirmed' }, after: { status: 'cancelled' }, amountCents: 5000 }
    expect(historySentence(event, label)).toBe('Cancelled by the owner (part refund): $50.00.')
    expect(historySentence({ action: 'refund confirmed', actor: 'Stripe (or the demo checkout)' }, label)).toBe('Refund confirmed, by Stripe (or the demo checkout).')
  })
})

describe('actorWords', () => {
  it.each([
    ['customer (manage link)', 'the customer'],
    ['owner jo@example.com', 'the owner (jo@example.com)'],
    ['instructor sam@example.com', 'instructor sam@example.com'],
    ['system', 'the system'],
    ['Stripe', 'Stripe'],
  ])('%s is %s', (actor, words) => expect(actorWords(actor)).toBe(words))
})
