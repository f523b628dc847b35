import { LinkedText } from '@/blocks/LinkedText'
import { headingId, Section } from '@/blocks/Section'
import { fillSiteText, paragraphs } from '@/domain/pages/siteText'
import type { BlockContext } from '@/blocks/context'
import type { TextBlock } from '@/payload-types'

type Column = TextBlock['columns'][number]

function TextColumn({ column, id, context }: { column: Column; id?: string; context: BlockContext }) {
  const Heading = column.boxed ? 'h3' : 'h2'
  return (
    <div className={column.boxed ? 'card' : undefined}>
      {column.heading && <Heading id={id}>{fillSiteText(column.heading, context.site)}</Heading>}
      {paragraphs(column.body).map((text) => (
        <p key={text}>
          <LinkedText text={text} />
        </p>
      ))}
      {column.list && column.list.length > 0 && (
        <ul className="checklist">
          {column.list.map((row) => (
            <li key={row.id ?? row.item}>{row.item}</li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** One column of prose, or two side by side; a column shown as a card has a smaller heading. */
export function TextBlockComponent({ block, context }: { block: TextBlock; context: BlockContext }) {
  const id = headingId(block)
  const [first] = block.columns
  const single = block.columns.length === 1
  return (
    <Section block={block} labelledBy={first?.heading ? id : undefined}>
      <div className={single ? 'container prose' : 'container grid grid--2'}>
        {block.columns.map((column, index) => (
          <TextColumn key={column.id ?? index} column={column} id={index === 0 ? id : undefined} context={context} />
        ))}
      </div>
    </Section>
  )
}
