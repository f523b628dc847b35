type Figure = number | null | undefined

/** The review figures the owner keeps in site settings, as each platform shows them. */
export type ReviewFigures = {
  googleRating?: Figure
  googleReviewCount?: Figure
  yelpRating?: Figure
  yelpReviewCount?: Figure
  facebookRecommendedPercent?: Figure
  facebookReviewCount?: Figure
}

export type PlatformSummary = { name: 'Google' | 'Yelp' | 'Facebook'; score: string; basis: string }

const known = (value: Figure): value is number => typeof value === 'number' && Number.isFinite(value)
const basis = (count: number) => `Based on ${count}+ review${count === 1 ? '' : 's'}`

/**
 * The platform cards of /testimonials: a platform shows only when both its score and its review count are filled in,
 * so the page never states a figure nobody entered.
 */
export function platformSummaries(f: ReviewFigures): PlatformSummary[] {
  const cards: PlatformSummary[] = []
  if (known(f.googleRating) && known(f.googleReviewCount)) cards.push({ name: 'Google', score: f.googleRating.toFixed(1), basis: basis(f.googleReviewCount) })
  if (known(f.yelpRating) && known(f.yelpReviewCount)) cards.push({ name: 'Yelp', score: f.yelpRating.toFixed(1), basis: basis(f.yelpReviewCount) })
  if (known(f.facebookRecommendedPercent) && known(f.facebookReviewCount)) {
    cards.push({ name: 'Facebook', score: `${Math.round(f.facebookRecommendedPercent)}% Recommended`, basis: basis(f.facebookReviewCount) })
  }
  return cards
}
