import { count } from '../text/count'
import { starCount } from './platforms'

/**
 * The average of the published reviews' stars (as their cards show them: default 5, at most 5) to one decimal,
 * rounded down so the page never states more than the reviews say, and how many reviews it is from; null with none.
 */
export function averageRating(reviews: readonly { rating?: number | null }[]): { average: string; from: string } | null {
  if (reviews.length === 0) return null
  const stars = reviews.reduce((sum, r) => sum + starCount(r.rating), 0)
  // In tenths, as integers: 49/10 is not floored to 4.8 by a floating-point remainder.
  const tenths = Math.floor((stars * 10) / reviews.length)
  return { average: (tenths / 10).toFixed(1), from: `from ${count(reviews.length, 'review')}` }
}
