import type { Metadata } from 'next'

import { ConsultationLink, LogoRow, ProgramHero } from '@/components/programs/ProgramHero'
import { InquiryModal } from '@/components/inquiry/InquiryModal.client'
import { QuoteCard } from '@/components/testimonials/QuoteCard'
import { COMMUNITY_FALLBACK_QUOTES } from '@/content/fallbackQuotes'
import { fillPositions } from '@/domain/testimonials/positions'
import { pageMetadata } from '@/lib/seo'
import { captchaSiteKey } from '@/server/captcha'
import { getPositionedTestimonials, getSiteSettings } from '@/server/siteContent'

export const metadata: Metadata = pageMetadata({
  title: 'Community Group Self-Defense Programs',
  description: 'Trauma-informed, culturally sensitive self-defense programs for scouts, schools, shelters and community organizations.',
  path: '/cbo',
})

const POSITIONS = ['cbo1', 'cbo2'] as const

const TOPICS = ['Scouts', 'Schools', 'Shelters', 'Youth Programs', 'Faith Communities', 'Senior Centers']

const PARTNERS = [
  { src: '/images/logos/harbor-youth.svg', name: 'Harbor Youth Alliance' },
  { src: '/images/logos/valley-scouts.svg', name: 'Diablo Valley Scouts' },
  { src: '/images/logos/safe-haven.svg', name: 'Safe Haven Shelter' },
  { src: '/images/logos/teen-center.svg', name: 'Contra Costa Teen Center' },
]

const BENEFITS = [
  { title: 'Trauma-Informed', text: 'Participants choose how and when to take part; nobody is ever pushed.' },
  { title: 'Culturally Sensitive', text: 'We adapt language, examples and contact to your community.' },
  { title: 'Safe Environment', text: 'Padded equipment, clear consent practices and a supportive atmosphere.' },
  { title: 'On-Site Training', text: 'We come to your meeting place, school or facility.' },
]

export default async function CommunityPage() {
  const [settings, testimonials] = await Promise.all([getSiteSettings(), getPositionedTestimonials(POSITIONS)])
  const quotes = fillPositions(POSITIONS, testimonials, COMMUNITY_FALLBACK_QUOTES)
  const form = {
    formType: 'Community Organizations' as const,
    buttonLabel: 'Send Organization Details',
    title: 'Community Organization Details',
    siteKey: captchaSiteKey(),
  }

  return (
    <main id="main" className="page">
      <ProgramHero eyebrow="Community Groups" title="Self-Defense for Community Groups" consultationUrl={settings.freeConsultationUrl} form={form}>
        <p>
          Empowering programs for scouts, schools, shelters and community organizations — age-appropriate,
          trauma-informed and delivered at your location.
        </p>
      </ProgramHero>

      <section className="section" aria-labelledby="cbo-topics-title">
        <div className="container">
          <h2 id="cbo-topics-title">Who We Work With</h2>
          <ul className="chips">
            {TOPICS.map((topic) => (
              <li key={topic} className="chip">
                {topic}
              </li>
            ))}
          </ul>
          <ul className="checklist">
            <li>Programs for girls, teens, women and mixed groups</li>
            <li>Sessions from one hour to multi-week series</li>
            <li>Content tailored to your members&apos; ages and experiences</li>
          </ul>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="partners-title">
        <div className="container">
          <h2 id="partners-title">Our Community Partners</h2>
          <LogoRow logos={PARTNERS} label="Partner logos" />
        </div>
      </section>

      <section className="section" aria-labelledby="cbo-testimonials-title">
        <div className="container">
          <h2 id="cbo-testimonials-title">What Our Partners Say</h2>
          <div className="grid grid--2">
            {quotes.map((quote) => (
              <QuoteCard key={quote.position} quote={quote} testId={`quote-${quote.position}`} />
            ))}
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="cbo-why-title">
        <div className="container">
          <h2 id="cbo-why-title">Why choose our community training</h2>
          <div className="grid grid--4">
            {BENEFITS.map((b) => (
              <article key={b.title} className="card">
                <h3>{b.title}</h3>
                <p>{b.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="cbo-cta-title">
        <div className="container" style={{ textAlign: 'center' }}>
          <h2 id="cbo-cta-title">Bring Self-Defense to Your Community</h2>
          <p>Start with a free 15-minute consultation, or send us your details and we&apos;ll reply within 1-2 business days.</p>
          <div className="button-row" style={{ justifyContent: 'center' }}>
            {settings.freeConsultationUrl && <ConsultationLink url={settings.freeConsultationUrl} />}
            <InquiryModal {...form} buttonClassName="button button--outline" />
          </div>
        </div>
      </section>
    </main>
  )
}
