import { describe, expect, it } from 'vitest'

import { couldTakeBooking, moveRefusal } from './move'

const booking = { kind: 'adult' as const, seats: 3, holdsSeats: true }
const target = { type: 'public-adult-teen' as const, isCancelled: false, hasStarted: false, remaining: 3 }

describe('moveRefusal', () => {
  it('allows a move into a class of the same kind with room, exactly full included', () => {
    expect(moveRefusal(booking, target)).toBeNull()
  })

  it('refuses when seats are short, saying how many', () => {
    expect(moveRefusal(booking, { ...target, remaining: 1 })).toBe(
      'The new class does not have enough seats: 1 left, 3 needed (2 short). The booking was not moved.',
    )
  })

  it('does not count seats for a booking that holds none (expired, cancelled)', () => {
    expect(moveRefusal({ ...booking, holdsSeats: false }, { ...target, remaining: 0 })).toBeNull()
  })

  it('refuses another kind of class and a cancelled class', () => {
    expect(moveRefusal(booking, { ...target, type: 'public-mother-daughter' })).toMatch(/different kind/)
    expect(moveRefusal(booking, { ...target, isCancelled: true })).toMatch(/cancelled/)
  })

  it('refuses a class that has started, even with room', () => {
    expect(moveRefusal(booking, { ...target, hasStarted: true })).toBe('The new class has already started; choose a class that has not started yet.')
  })
})

describe('couldTakeBooking', () => {
  const booking = { kind: 'adult' as const, seats: 2, scheduleId: 1 }
  it('lists a class of the same kind with seats for the whole booking, never its own or one whose count failed', () => {
    expect(couldTakeBooking({ id: 2, type: 'public-adult-teen', remaining: 2 }, booking)).toBe(true)
    expect(couldTakeBooking({ id: 2, type: 'public-adult-teen', remaining: 1 }, booking)).toBe(false)
    expect(couldTakeBooking({ id: 1, type: 'public-adult-teen', remaining: 9 }, booking)).toBe(false)
    expect(couldTakeBooking({ id: 2, type: 'public-mother-daughter', remaining: 9 }, booking)).toBe(false)
    expect(couldTakeBooking({ id: 2, type: 'public-adult-teen', remaining: null }, booking)).toBe(false)
  })
})
