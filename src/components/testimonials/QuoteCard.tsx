import { hasOriginalReview, platformInfo, starCount } from '@/domain/testimonials/platforms'
import type { Quote } from '@/domain/testimonials/positions'

import { Avatar } from './Avatar.client'

export function Stars({ rating }: { rating?: number | null }) {
  const stars = starCount(rating)
  return (
    <span className="stars" role="img" aria-label={`Rated ${stars} out of 5`}>
      {'★'.repeat(stars)}
      {'☆'.repeat(5 - stars)}
    </span>
  )
}

export function PlatformBadge({ platform }: { platform?: string | null }) {
  const info = platformInfo(platform)
  return (
    <span className="platform-badge" data-platform={info.key}>
      <span className="platform-badge__icon" style={{ background: info.color }} aria-hidden="true">
        {info.icon}
      </span>
      {info.label}
    </span>
  )
}

type Props = {
  quote: Quote
  /** Link label for the original review; none shows no link. */
  originalLabel?: 'View Original' | 'View Original Review'
  className?: string
  headingLevel?: 'h3' | 'p'
  testId?: string
}

export function QuoteCard({ quote, originalLabel, className = '', testId }: Props) {
  return (
    <figure className={`card quote-card ${className}`} data-testid={testId}>
      <Stars rating={quote.rating} />
      <blockquote>
        <p>“{quote.content}”</p>
      </blockquote>
      <figcaption>
        <Avatar name={quote.name} src={quote.profileImageUrl} />
        <span>
          <strong>{quote.name}</strong>
          {quote.classType ? <span style={{ display: 'block', color: 'var(--color-muted)', fontSize: '0.9rem' }}>{quote.classType}</span> : null}
          <PlatformBadge platform={quote.platform} />
        </span>
      </figcaption>
      {originalLabel && hasOriginalReview(quote.platform, quote.reviewUrl) && (
        <a href={quote.reviewUrl!} target="_blank" rel="noopener noreferrer">
          {originalLabel}
          <span className="visually-hidden"> by {quote.name} (opens in a new tab)</span>
        </a>
      )}
    </figure>
  )
}
