import type { BlockContext } from '@/blocks/context'
import { Actions } from '@/blocks/Actions'
import { LinkedText } from '@/blocks/LinkedText'
import { headingId, Section } from '@/blocks/Section'
import { fillSiteText } from '@/domain/pages/siteText'
import type { CallToActionBlock } from '@/payload-types'

/** The business's phone, email and city, from site settings. */
function ContactDetails({ context }: { context: BlockContext }) {
  return (
    <ul className="grid grid--3" style={{ listStyle: 'none', padding: 0 }}>
      <li>
        <strong>Call</strong>
        <br />
        <a href={`tel:${context.site.phone}`}>{context.site.phone}</a>
      </li>
      <li>
        <strong>Email</strong>
        <br />
        <a href={`mailto:${context.site.email}`}>{context.site.email}</a>
      </li>
      <li>
        <strong>Visit</strong>
        <br />
        Walnut Creek, CA
      </li>
    </ul>
  )
}

export function CallToActionBlockComponent({ block, context }: { block: CallToActionBlock; context: BlockContext }) {
  const id = headingId(block)
  const band = block.style === 'band'
  return (
    <Section block={block} labelledBy={id} className={band ? 'contact-band' : ''}>
      <div className="container" style={band ? undefined : { textAlign: 'center' }}>
        <h2 id={id}>{fillSiteText(block.heading, context.site)}</h2>
        {block.text && (
          <p>
            <LinkedText text={block.text} />
          </p>
        )}
        {block.contactDetails && <ContactDetails context={context} />}
        <Actions actions={block.actions} context={context} onDark={band} centered={!band} />
      </div>
    </Section>
  )
}
