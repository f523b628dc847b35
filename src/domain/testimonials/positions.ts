export const HOMEPAGE_POSITIONS = [
  'Quote 1',
  'Quote 2',
  'Quote 3',
  'Quote 4',
  'Quote 5',
  'Quote 6',
  'corporate1',
  'corporate2',
  'cbo1',
  'cbo2',
  'About1',
] as const
export type HomepagePosition = (typeof HOMEPAGE_POSITIONS)[number]

/** The shape every testimonial slot shows, whether from the CMS or a built-in fallback. */
export type Quote = {
  name: string
  content: string
  rating?: number | null
  platform?: string | null
  classType?: string | null
  profileImageUrl?: string | null
  reviewUrl?: string | null
}

type Positioned = Quote & { homepagePosition?: string | null }

/**
 * Fills the named positions from published testimonials, one per position; a position nobody holds (or every
 * position, when the testimonials could not be read: pass null) shows its built-in fallback, and is left out when
 * it has none.
 */
export function fillPositions<P extends string>(
  positions: readonly P[],
  testimonials: readonly Positioned[] | null,
  fallbacks: Partial<Record<P, Quote>>,
): Array<Quote & { position: P; fromCms: boolean }> {
  return positions.flatMap((position): Array<Quote & { position: P; fromCms: boolean }> => {
    const found = testimonials?.find((t) => t.homepagePosition === position)
    if (found) return [{ ...found, position, fromCms: true }]
    const fallback: Quote | undefined = fallbacks[position]
    return fallback ? [{ ...fallback, position, fromCms: false }] : []
  })
}

/** The first featured testimonial goes to the featured block and leaves the grid. */
export function splitFeatured<T extends { isFeatured?: boolean | null }>(testimonials: readonly T[]): { featured: T | null; rest: T[] } {
  const index = testimonials.findIndex((t) => t.isFeatured)
  if (index === -1) return { featured: null, rest: [...testimonials] }
  return { featured: testimonials[index], rest: testimonials.filter((_, i) => i !== index) }
}
