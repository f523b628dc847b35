import { Section } from '@/blocks/Section'
import type { StatsBlock } from '@/payload-types'

export function StatsBlockComponent({ block }: { block: StatsBlock }) {
  return (
    <Section block={block} label={block.label}>
      <div className="container stats">
        {block.items.map((item) => (
          <p key={item.id ?? item.label}>
            <span className="stat__value">{item.value}</span> {item.label}
          </p>
        ))}
      </div>
    </Section>
  )
}
