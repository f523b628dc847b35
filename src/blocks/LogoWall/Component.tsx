import { headingId, Section } from '@/blocks/Section'
import type { LogoWallBlock, Media } from '@/payload-types'

type Logo = { media: Media & { url: string }; link?: string | null; key: string }

const logosOf = (block: LogoWallBlock): Logo[] =>
  (block.logos ?? []).flatMap((row) =>
    typeof row.logo === 'object' && row.logo?.url ? [{ media: row.logo as Logo['media'], link: row.link, key: row.id ?? String(row.logo.id) }] : [],
  )

/** Logos (CMS media, named by their alt text), each linking out when it has a link; hidden when there are none. */
export function LogoWallBlockComponent({ block }: { block: LogoWallBlock }) {
  const logos = logosOf(block)
  if (logos.length === 0) return null
  const id = headingId(block)
  return (
    <Section block={block} labelledBy={id}>
      <div className="container">
        <h2 id={id}>{block.heading}</h2>
        <ul className="logo-row" aria-label={block.listLabel}>
          {logos.map(({ media, link, key }) => {
            // Logos are mostly SVG, which next/image does not optimise; the CSS sizes them.
            // eslint-disable-next-line @next/next/no-img-element
            const image = <img src={media.url} alt={media.alt} width={240} height={80} loading="lazy" />
            return (
              <li key={key}>
                {link ? (
                  <a href={link} target="_blank" rel="noopener noreferrer">
                    {image}
                  </a>
                ) : (
                  image
                )}
              </li>
            )
          })}
        </ul>
        {block.caption && <p className="logo-caption">{block.caption}</p>}
      </div>
    </Section>
  )
}
