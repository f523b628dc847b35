import { describe, expect, it } from 'vitest'

import { hasOriginalReview, initialOf, platformInfo, starCount } from './platforms'

describe('platformInfo', () => {
  it('names every known platform', () => {
    const names = ['google', 'yelp', 'facebook', 'trustpilot', 'linkedin', 'nextdoor', 'website', 'survey'].map((p) => platformInfo(p).label)
    expect(names).toEqual(['Google', 'Yelp', 'Facebook', 'Trustpilot', 'LinkedIn', 'Nextdoor', 'Website', 'Post-Class Survey'])
  })

  it('is case-insensitive and shows anything else as Review', () => {
    expect(platformInfo(' Yelp ').label).toBe('Yelp')
    expect(platformInfo('tiktok').label).toBe('Review')
    expect(platformInfo(null).label).toBe('Review')
  })
})

describe('hasOriginalReview', () => {
  it('links the original unless the platform is survey or there is no URL', () => {
    expect(hasOriginalReview('google', 'https://g.example')).toBe(true)
    expect(hasOriginalReview('survey', 'https://s.example')).toBe(false)
    expect(hasOriginalReview('yelp', null)).toBe(false)
  })
})

describe('starCount', () => {
  it('defaults to 5 and never exceeds 5', () => {
    expect(starCount(undefined)).toBe(5)
    expect(starCount(null)).toBe(5)
    expect(starCount(7)).toBe(5)
    expect(starCount(4)).toBe(4)
    expect(starCount(-2)).toBe(0)
  })
})

describe('initialOf', () => {
  it('is the upper-cased first letter of the name', () => {
    expect(initialOf('  rebecca S.')).toBe('R')
    expect(initialOf('')).toBe('?')
  })
})
