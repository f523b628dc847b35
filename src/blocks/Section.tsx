import type { ReactNode } from 'react'

type SectionBlock = { id?: string | null; anchor?: string | null; background: 'plain' | 'alt' }

/** The id of a block's heading, for its section's aria-labelledby. */
export const headingId = (block: { id?: string | null; blockType: string }) => `${block.blockType}-${block.id ?? 'block'}-title`

/** A block's section: its anchor, its background, and the name screen readers announce for it. */
export function Section({
  block,
  labelledBy,
  label,
  className = '',
  children,
}: {
  block: SectionBlock
  labelledBy?: string
  label?: string
  className?: string
  children: ReactNode
}) {
  const background = block.background === 'alt' ? ' section--alt' : ''
  return (
    <section id={block.anchor || undefined} className={`section${background}${className ? ` ${className}` : ''}`} aria-labelledby={labelledBy} aria-label={label}>
      {children}
    </section>
  )
}
