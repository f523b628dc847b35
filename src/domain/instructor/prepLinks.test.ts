import { describe, expect, it } from 'vitest'

import { organizerBookingPath } from './prepLinks'

describe('organizerBookingPath', () => {
  it('gives community classes booked on this site their organizer page', () => {
    expect(organizerBookingPath({ id: 7, classType: 'community-mother-daughter', bookingMethod: 'swsd website' })).toBe('/book-community-md/7')
  })

  it('gives none to contact-only or externally booked community classes', () => {
    expect(organizerBookingPath({ id: 7, classType: 'community-mother-daughter', bookingMethod: 'contact' })).toBeNull()
    expect(organizerBookingPath({ id: 7, classType: 'community-mother-daughter', bookingMethod: 'external' })).toBeNull()
  })

  it('gives none to public classes', () => {
    expect(organizerBookingPath({ id: 7, classType: 'public-mother-daughter', bookingMethod: 'swsd website' })).toBeNull()
  })
})
