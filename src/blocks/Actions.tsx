import { Link } from '@/components/layout/Link'

import type { BlockContext } from '@/blocks/context'
import { InquiryModal } from '@/components/inquiry/InquiryModal.client'
import { INQUIRY_FORMS } from '@/domain/pages/inquiryForms'
import type { Page } from '@/payload-types'

export type ActionsData = Page['hero']['actions']

const LINK_CLASS = { primary: 'button', light: 'button button--light', outline: 'button button--outline' } as const

/** The free consultation (the address in site settings), opened in a new tab. */
export function ConsultationLink({ url, className }: { url: string; className: string }) {
  return (
    <a className={className} href={url} target="_blank" rel="noopener noreferrer">
      Schedule Free Consultation<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}

/** A row of buttons: the free consultation, the links, then the button that opens an inquiry form. */
export function Actions({ actions, context, onDark = false, centered = false }: { actions: ActionsData; context: BlockContext; onDark?: boolean; centered?: boolean }) {
  const links = actions?.links ?? []
  const consultationUrl = actions?.consultation ? context.consultationUrl : null
  const form = actions?.inquiryForm
  if (links.length === 0 && !consultationUrl && !form) return null
  return (
    <div className="button-row" style={centered ? { justifyContent: 'center' } : undefined}>
      {consultationUrl && <ConsultationLink url={consultationUrl} className={onDark ? LINK_CLASS.light : LINK_CLASS.primary} />}
      {links.map((link) => (
        <Link key={link.id ?? link.href} className={LINK_CLASS[link.appearance]} href={link.href}>
          {link.label}
        </Link>
      ))}
      {form && <InquiryModal formType={form} {...INQUIRY_FORMS[form]} siteKey={context.captchaSiteKey} buttonClassName="button button--outline" />}
    </div>
  )
}
