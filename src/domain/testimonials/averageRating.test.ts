import { describe, expect, it } from 'vitest'

import { averageRating } from './averageRating'

const stars = (...ratings: (number | null)[]) => ratings.map((rating) => ({ rating }))

describe('averageRating', () => {
  it('averages the stars to one decimal and says how many reviews', () => {
    expect(averageRating(stars(5, 5, 4))).toEqual({ average: '4.6', from: 'from 3 reviews' })
    expect(averageRating(stars(5, 4))).toEqual({ average: '4.5', from: 'from 2 reviews' })
    expect(averageRating(stars(5, 5, 5))).toEqual({ average: '5.0', from: 'from 3 reviews' })
    expect(averageRating(stars(4))).toEqual({ average: '4.0', from: 'from 1 review' })
  })

  it('never rounds up to a figure the reviews do not reach: nineteen 5s and one 4 is 4.9, not 5.0', () => {
    expect(averageRating([...stars(...Array<number>(19).fill(5)), ...stars(4)])?.average).toBe('4.9')
    expect(averageRating(stars(5, 5, 5, 5, 5, 5, 5, 5, 5, 4))?.average).toBe('4.9')
  })

  it('counts a review without a rating as its card shows it (5 stars), and never more than 5', () => {
    expect(averageRating(stars(null, 3))?.average).toBe('4.0')
    expect(averageRating(stars(7, 3))?.average).toBe('4.0')
  })

  it('says nothing without reviews', () => {
    expect(averageRating([])).toBeNull()
  })
})
