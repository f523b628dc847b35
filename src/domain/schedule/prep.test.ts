import { describe, expect, it } from 'vitest'

import { appleMapsUrl, arrivalInstructions, googleMapsUrl, instructorName, isYogaVenue, phoneTarget, prepCity, prepHero } from './prep'

describe('prep-page defaults', () => {
  it('fills arrival, city and instructor when missing', () => {
    expect(arrivalInstructions(null)).toBe('Please arrive 15 minutes early')
    expect(arrivalInstructions('  ')).toBe('Please arrive 15 minutes early')
    expect(arrivalInstructions('Use the side door')).toBe('Use the side door')
    expect(prepCity(undefined)).toBe('Walnut Creek')
    expect(prepCity('Concord')).toBe('Concord')
    expect(instructorName(null, 'Coach Dana')).toBe('Coach Dana')
    expect(instructorName('Coach Maya', 'Coach Dana')).toBe('Coach Maya')
  })
})

describe('isYogaVenue', () => {
  it("matches 'yoga' anywhere in the venue name, any case", () => {
    expect(isYogaVenue('Lotus Yoga Studio')).toBe(true)
    expect(isYogaVenue('YOGAWORKS')).toBe(true)
    expect(isYogaVenue('Civic Park Community Center')).toBe(false)
    expect(isYogaVenue(null)).toBe(false)
  })
})

describe('prepHero', () => {
  it("picks the mother-daughter hero when the type contains 'mother'", () => {
    expect(prepHero('public-mother-daughter')).toBe('mother-daughter')
    expect(prepHero('community: mother & daughter')).toBe('mother-daughter')
    expect(prepHero('public-adult-teen')).toBe('adult')
  })
})

describe('maps and phone links', () => {
  it('encodes the address into Apple and Google Maps searches', () => {
    expect(googleMapsUrl('1250 Locust St, Walnut Creek')).toBe('https://www.google.com/maps/search/?api=1&query=1250%20Locust%20St%2C%20Walnut%20Creek')
    expect(appleMapsUrl('1 A & B St')).toBe('https://maps.apple.com/?q=1%20A%20%26%20B%20St')
  })

  it('keeps only digits and plus for tel: and sms:', () => {
    expect(phoneTarget('(925) 555-0142')).toBe('9255550142')
    expect(phoneTarget('+1 925-555-0142')).toBe('+19255550142')
  })
})
