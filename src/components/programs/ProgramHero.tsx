import type { ReactNode } from 'react'

import { InquiryModal } from '@/components/inquiry/InquiryModal.client'
import type { FormType } from '@/domain/values'

type Props = {
  eyebrow: string
  title: string
  children: ReactNode
  consultationUrl: string | null | undefined
  form: { formType: FormType; buttonLabel: string; title: string; siteKey: string | null }
}

/** The program pages' hero: the free consultation (external, new tab) and the button that opens the inquiry form. */
export function ProgramHero({ eyebrow, title, children, consultationUrl, form }: Props) {
  return (
    <section className="hero">
      <div className="container">
        <p className="eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        {children}
        <div className="button-row">
          {consultationUrl && <ConsultationLink url={consultationUrl} className="button button--light" />}
          <InquiryModal {...form} buttonClassName="button button--outline" />
        </div>
      </div>
    </section>
  )
}

export function ConsultationLink({ url, className = 'button' }: { url: string; className?: string }) {
  return (
    <a className={className} href={url} target="_blank" rel="noopener noreferrer">
      Schedule Free Consultation<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}

export function LogoRow({ logos, label }: { logos: { src: string; name: string }[]; label: string }) {
  return (
    <ul className="logo-row" aria-label={label}>
      {logos.map((logo) => (
        <li key={logo.src}>
          {/* Static SVG logos from /public: next/image adds nothing for vector files. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={logo.src} alt={logo.name} width={240} height={80} loading="lazy" />
        </li>
      ))}
    </ul>
  )
}
