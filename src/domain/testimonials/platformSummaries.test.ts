import { describe, expect, it } from 'vitest'

import { platformSummaries } from './platformSummaries'

describe('platformSummaries', () => {
  it("shows each platform's score and review count as the page states them", () => {
    expect(
      platformSummaries({
        googleRating: 5,
        googleReviewCount: 3,
        yelpRating: 4.8,
        yelpReviewCount: 12,
        facebookRecommendedPercent: 100,
        facebookReviewCount: 28,
      }),
    ).toEqual([
      { name: 'Google', score: '5.0', basis: 'Based on 3+ reviews' },
      { name: 'Yelp', score: '4.8', basis: 'Based on 12+ reviews' },
      { name: 'Facebook', score: '100% Recommended', basis: 'Based on 28+ reviews' },
    ])
  })

  it('leaves out a platform whose score or count is not filled in', () => {
    expect(platformSummaries({ googleRating: 5, yelpReviewCount: 4, facebookRecommendedPercent: 90, facebookReviewCount: 1 })).toEqual([
      { name: 'Facebook', score: '90% Recommended', basis: 'Based on 1+ review' },
    ])
    expect(platformSummaries({})).toEqual([])
  })
})
