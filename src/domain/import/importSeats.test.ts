import { describe, expect, it } from 'vitest'

import { importSeatDecision } from './importSeats'

describe('importSeatDecision', () => {
  it('imports a group that fits, overbooking nothing', () => {
    expect(importSeatDecision({ availableSpots: 10, seatsTaken: 5, needed: 5 })).toEqual({ ok: true, overbookedSeats: 0 })
  })

  it('refuses a larger group with how many seats are short', () => {
    expect(importSeatDecision({ availableSpots: 10, seatsTaken: 8, needed: 5 })).toEqual({
      ok: false,
      seatsShort: 3,
      message: 'Not enough seats: 3 seats short (2 left, 5 needed).',
    })
    expect(importSeatDecision({ availableSpots: 3, seatsTaken: 2, needed: 2 })).toMatchObject({
      message: 'Not enough seats: 1 seat short (1 left, 2 needed).',
    })
  })

  it('counts from zero left when the class is already over capacity', () => {
    expect(importSeatDecision({ availableSpots: 4, seatsTaken: 6, needed: 2 })).toMatchObject({ ok: false, seatsShort: 2 })
  })

  it('overbooks by the shortfall when staff allowed at least that many', () => {
    expect(importSeatDecision({ availableSpots: 10, seatsTaken: 8, needed: 5, overbookBy: 3 })).toEqual({ ok: true, overbookedSeats: 3 })
    expect(importSeatDecision({ availableSpots: 10, seatsTaken: 9, needed: 5, overbookBy: 5 })).toEqual({ ok: true, overbookedSeats: 4 })
  })

  it('refuses again when more seats went meanwhile than staff allowed', () => {
    expect(importSeatDecision({ availableSpots: 10, seatsTaken: 9, needed: 5, overbookBy: 3 })).toMatchObject({ ok: false, seatsShort: 4 })
  })

  it('records no overbooking when the group fits after all', () => {
    expect(importSeatDecision({ availableSpots: 10, seatsTaken: 0, needed: 5, overbookBy: 3 })).toEqual({ ok: true, overbookedSeats: 0 })
  })
})
