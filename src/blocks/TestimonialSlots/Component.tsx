import { LinkedText } from '@/blocks/LinkedText'
import { headingId, Section } from '@/blocks/Section'
import { QuoteCard } from '@/components/testimonials/QuoteCard'
import { FALLBACK_QUOTES } from '@/content/fallbackQuotes'
import { fillPositions } from '@/domain/testimonials/positions'
import type { TestimonialSlotsBlock } from '@/payload-types'
import { getPositionedTestimonials } from '@/server/siteContent'

/** The testimonial of each position (by its test id), then the quotes written in the block; hidden when there are none. */
export async function TestimonialSlotsBlockComponent({ block }: { block: TestimonialSlotsBlock }) {
  const positions = block.positions ?? []
  const fromPositions = positions.length > 0 ? fillPositions(positions, await getPositionedTestimonials(positions), FALLBACK_QUOTES) : []
  const quotes = block.quotes ?? []
  if (fromPositions.length + quotes.length === 0) return null
  const id = headingId(block)
  const cards = [
    ...fromPositions.map((quote) => (
      <QuoteCard key={quote.position} quote={quote} testId={`quote-${quote.position.replace(' ', '-')}`} />
    )),
    ...quotes.map((quote) => <QuoteCard key={quote.id ?? quote.name} quote={quote} />),
  ]
  return (
    <Section block={block} labelledBy={id}>
      <div className="container">
        <h2 id={id}>{block.heading}</h2>
        {block.columns === '1' ? cards : <div className={`grid grid--${block.columns}`}>{cards}</div>}
        {block.footnote && (
          <p>
            <LinkedText text={block.footnote} />
          </p>
        )}
      </div>
    </Section>
  )
}
