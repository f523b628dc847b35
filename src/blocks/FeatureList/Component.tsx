import { Link } from '@/components/layout/Link'

import type { BlockContext } from '@/blocks/context'
import { Actions } from '@/blocks/Actions'
import { LinkedText } from '@/blocks/LinkedText'
import { headingId, Section } from '@/blocks/Section'
import { fillSiteText } from '@/domain/pages/siteText'
import type { FeatureListBlock } from '@/payload-types'

type Item = NonNullable<FeatureListBlock['items']>[number]

function Card({ item }: { item: Item }) {
  return (
    <article className="card">
      {item.title && <h3>{item.title}</h3>}
      <p>{item.text}</p>
      {item.linkHref && (
        <Link href={item.linkHref}>
          {item.linkLabel || 'Learn more'}
          {item.title && <span className="visually-hidden"> about {item.title}</span>}
        </Link>
      )}
    </article>
  )
}

export function FeatureListBlockComponent({ block, context }: { block: FeatureListBlock; context: BlockContext }) {
  const id = headingId(block)
  const items = block.items ?? []
  return (
    <Section block={block} labelledBy={block.heading ? id : undefined}>
      <div className="container">
        {block.heading && <h2 id={id}>{fillSiteText(block.heading, context.site)}</h2>}
        {block.chips && block.chips.length > 0 && (
          <ul className="chips">
            {block.chips.map((chip) => (
              <li key={chip.id ?? chip.label} className="chip">
                {chip.label}
              </li>
            ))}
          </ul>
        )}
        {items.length > 0 &&
          (block.itemStyle === 'checklist' ? (
            <ul className="checklist">
              {items.map((item) => (
                <li key={item.id ?? item.text}>{item.text}</li>
              ))}
            </ul>
          ) : (
            <div className={`grid grid--${block.columns}`}>
              {items.map((item) => (
                <Card key={item.id ?? item.text} item={item} />
              ))}
            </div>
          ))}
        {block.footnote && (
          <p style={{ marginTop: '2rem' }}>
            <LinkedText text={block.footnote} />
          </p>
        )}
        <Actions actions={block.actions} context={context} />
      </div>
    </Section>
  )
}
