import type { Metadata } from 'next'

import { ConsultationLink, LogoRow, ProgramHero } from '@/components/programs/ProgramHero'
import { QuoteCard } from '@/components/testimonials/QuoteCard'
import { WORKPLACE_FALLBACK_QUOTES } from '@/content/fallbackQuotes'
import { fillPositions } from '@/domain/testimonials/positions'
import { pageMetadata } from '@/lib/seo'
import { captchaSiteKey } from '@/server/captcha'
import { getPositionedTestimonials, getSiteSettings } from '@/server/siteContent'

export const metadata: Metadata = pageMetadata({
  title: 'Workplace Safety Training',
  description: 'Insured, on-site workplace safety and self-defense workshops customized for your team across the SF Bay Area.',
  path: '/workplace-safety',
})

const POSITIONS = ['corporate1', 'corporate2'] as const

const TOPICS = ['Situational Awareness', 'De-escalation', 'Parking Lot Safety', 'Workplace Violence Prevention', 'Travel Safety', 'Personal Boundaries']

const CLIENTS = [
  { src: '/images/logos/bay-tech.svg', name: 'Bay Tech Co.' },
  { src: '/images/logos/diablo-health.svg', name: 'Diablo Health' },
  { src: '/images/logos/east-bay-credit.svg', name: 'East Bay Credit Union' },
  { src: '/images/logos/peninsula-logistics.svg', name: 'Peninsula Logistics' },
]

const BENEFITS = [
  { title: 'Fully Insured', text: 'We carry liability insurance, so your organization is covered.' },
  { title: 'Professional Equipment', text: 'We bring padded targets and safety gear for realistic, safe practice.' },
  { title: 'Flexible Scheduling', text: 'Lunch-and-learns, half-day workshops or series, including evening and weekend shifts.' },
  { title: 'Customized Programs', text: 'Built around your workplace, your staff and the situations they actually face.' },
]

export default async function WorkplaceSafetyPage() {
  const [settings, testimonials] = await Promise.all([getSiteSettings(), getPositionedTestimonials(POSITIONS)])
  const quotes = fillPositions(POSITIONS, testimonials, WORKPLACE_FALLBACK_QUOTES)
  const form = { formType: 'Workplace Safety' as const, buttonLabel: 'Send Workplace Details', title: 'Workplace Training Details', siteKey: captchaSiteKey() }

  return (
    <main id="main" className="page">
      <ProgramHero eyebrow="Workplace Safety" title="Workplace Safety Training" consultationUrl={settings.freeConsultationUrl} form={form}>
        <p>
          Give your team practical skills to recognize risk, de-escalate conflict and stay safe at work and on the way
          home. Interactive, inclusive, on-site workshops for organizations of every size.
        </p>
      </ProgramHero>

      <section className="section" aria-labelledby="workplace-topics-title">
        <div className="container">
          <h2 id="workplace-topics-title">Workshop Topics</h2>
          <ul className="chips">
            {TOPICS.map((topic) => (
              <li key={topic} className="chip">
                {topic}
              </li>
            ))}
          </ul>
          <ul className="checklist">
            <li>Interactive sessions for every fitness level; no experience needed</li>
            <li>Scenarios drawn from your workplace: front desks, parking lots, field visits</li>
            <li>Takeaway safety guides for every participant</li>
          </ul>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="clients-title">
        <div className="container">
          <h2 id="clients-title">Trusted by Bay Area Organizations</h2>
          <LogoRow logos={CLIENTS} label="Client logos" />
        </div>
      </section>

      <section className="section" aria-labelledby="workplace-testimonials-title">
        <div className="container">
          <h2 id="workplace-testimonials-title">What Organizations Say</h2>
          <div className="grid grid--2">
            {quotes.map((quote) => (
              <QuoteCard key={quote.position} quote={quote} testId={`quote-${quote.position}`} />
            ))}
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="benefits-title">
        <div className="container">
          <h2 id="benefits-title">Why Organizations Choose Us</h2>
          <div className="grid grid--4">
            {BENEFITS.map((b) => (
              <article key={b.title} className="card">
                <h3>{b.title}</h3>
                <p>{b.text}</p>
              </article>
            ))}
          </div>
          <div className="button-row">
            {settings.freeConsultationUrl && <ConsultationLink url={settings.freeConsultationUrl} />}
          </div>
        </div>
      </section>
    </main>
  )
}
