import { describe, expect, it } from 'vitest'

import { BOOKING_NUMBER_PATTERN, makeBookingNumber } from './bookingNumber'

describe('makeBookingNumber', () => {
  it('maps bytes onto an alphabet without look-alike characters', () => {
    expect(makeBookingNumber(() => new Uint8Array([0, 1, 2, 30, 31, 255]))).toBe('SW-234Z29')
  })

  it('always matches the published pattern', () => {
    const byteValues = Array.from({ length: 256 }, (_, i) => i)
    for (const value of byteValues) {
      expect(makeBookingNumber((n) => new Uint8Array(n).fill(value))).toMatch(BOOKING_NUMBER_PATTERN)
    }
  })
})
