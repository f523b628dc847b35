import type { Metadata } from 'next'
import { Link } from '@/components/layout/Link'

import { QuoteCard } from '@/components/testimonials/QuoteCard'
import { averageRating } from '@/domain/testimonials/averageRating'
import { platformSummaries } from '@/domain/testimonials/platformSummaries'
import { splitFeatured } from '@/domain/testimonials/positions'
import { pageMetadata } from '@/components/seo/pageMetadata'
import { getSiteSettings, getTestimonials } from '@/server/siteContent'

export const metadata: Metadata = pageMetadata({
  title: 'Student Success Stories',
  description: 'Read what students, parents, workplaces and community groups say about our self-defense training, in their own words.',
  path: '/testimonials',
})

async function loadTestimonials() {
  try {
    return await getTestimonials()
  } catch (error) {
    console.error('reading testimonials failed', error)
    throw new Error('Failed to fetch testimonials: 500')
  }
}

export default async function TestimonialsPage() {
  const [settings, testimonials] = await Promise.all([getSiteSettings(), loadTestimonials()])
  const { featured, rest } = splitFeatured(testimonials)
  const reviewLinks = { Google: settings.links?.googleReviews, Yelp: settings.links?.yelp, Facebook: settings.links?.facebookReviews }
  const platforms = platformSummaries(settings.reviewFigures ?? {}).map((p) => ({ ...p, href: reviewLinks[p.name] }))
  const rating = averageRating(testimonials)

  return (
    <main id="main" className="page">
      <section className="hero">
        <div className="container">
          <h1>Student Success Stories</h1>
          {rating && (
            <p data-testid="average-rating">
              <span style={{ fontSize: '2rem', fontWeight: 800 }}>{rating.average}/5</span> average rating {rating.from} by the
              students, parents and organizations we&apos;ve trained.
            </p>
          )}
        </div>
      </section>

      {platforms.length > 0 && (
      <section className="section" aria-labelledby="platforms-title">
        <div className="container">
          <h2 id="platforms-title">Reviews Across Platforms</h2>
          <ul className="grid grid--3" style={{ listStyle: 'none', padding: 0 }}>
            {platforms.map((p) => (
              <li key={p.name} className="card" data-testid={`platform-${p.name}`}>
                <h3>{p.name}</h3>
                <p className="stat__value">{p.score}</p>
                <p>{p.basis}</p>
                {p.href && (
                  <a href={p.href} target="_blank" rel="noopener noreferrer">
                    Leave a review on {p.name}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>
      )}

      {featured && (
        <section className="section section--alt" aria-labelledby="featured-title">
          <div className="container">
            <h2 id="featured-title">Featured Review</h2>
            <QuoteCard quote={featured} className="featured" originalLabel="View Original Review" testId="featured-testimonial" />
          </div>
        </section>
      )}

      {rest.length > 0 && (
        <section className="section" aria-labelledby="all-title">
          <div className="container">
            <h2 id="all-title">All Reviews</h2>
            <div className="masonry" data-testid="testimonial-grid">
              {rest.map((t) => (
                <QuoteCard key={t.id} quote={t} originalLabel="View Original" testId="testimonial-card" />
              ))}
            </div>
          </div>
        </section>
      )}
      {!featured && rest.length === 0 && (
        <section className="section">
          <div className="container">
            <p className="state">No testimonials available at this time.</p>
          </div>
        </section>
      )}

      <section className="section section--alt">
        <div className="container" style={{ textAlign: 'center' }}>
          <h2>Ready to Write Your Own Success Story?</h2>
          <Link className="button" href="/public-classes">
            View Class Schedule
          </Link>
        </div>
      </section>
    </main>
  )
}
