import type { Metadata } from 'next'
import Link from 'next/link'

import { ProgramHero } from '@/components/programs/ProgramHero'
import { QuoteCard } from '@/components/testimonials/QuoteCard'
import type { Quote } from '@/domain/testimonials/positions'
import { pageMetadata } from '@/lib/seo'
import { captchaSiteKey } from '@/server/captcha'
import { getSiteSettings } from '@/server/siteContent'

export const metadata: Metadata = pageMetadata({
  title: 'Private Self-Defense Training',
  description: 'Private self-defense training for individuals, families and mother-daughter pairs, at a time and place that works for you.',
  path: '/private-classes',
})

const TOPICS = [
  'Anti-Bullying',
  'Hate Crime Prevention',
  'Neurodivergent-Friendly',
  'Travel Safety',
  'College Prep',
  'Domestic Violence Survivors',
  'Vulnerable Populations',
]

const TESTIMONIALS: Quote[] = [
  {
    name: 'Rachel D.',
    content: 'A private session for my daughter before she left for college. She came away with a plan and the confidence to use it.',
    platform: 'google',
    classType: 'College Prep',
  },
  {
    name: 'Ming L.',
    content: 'After an incident in our neighborhood, a private session helped my mother and me feel safe walking again.',
    platform: 'yelp',
    classType: 'Hate Crime Prevention',
  },
  {
    name: 'Jordan K.',
    content: 'Patient and adaptable. My son is autistic and the instructor adjusted everything so he could succeed.',
    platform: 'survey',
    classType: 'Neurodivergent-Friendly',
  },
]

export default async function PrivateClassesPage() {
  const settings = await getSiteSettings()
  return (
    <main id="main" className="page">
      <ProgramHero
        eyebrow="Private Training"
        title="Private Self-Defense Training"
        consultationUrl={settings.freeConsultationUrl}
        form={{ formType: 'Private Training', buttonLabel: 'Send Us Details', title: 'Private Training Details', siteKey: captchaSiteKey() }}
      >
        <p>
          Personal instruction for individuals, families and mother-daughter pairs — at your home, a park, a gym or wherever
          you feel comfortable, on your schedule.
        </p>
      </ProgramHero>

      <section className="section" aria-labelledby="topics-title">
        <div className="container">
          <h2 id="topics-title">Training Tailored to You</h2>
          <ul className="chips">
            {TOPICS.map((topic) => (
              <li key={topic} className="chip">
                {topic}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="features-title">
        <div className="container">
          <h2 id="features-title">What&apos;s Included</h2>
          <ul className="checklist">
            <li>A free 15-minute consultation to understand your goals</li>
            <li>A session plan built around your concerns, experience and physical needs</li>
            <li>Training at your location: home, park, gym or office</li>
            <li>Awareness, boundary setting, verbal de-escalation and physical techniques</li>
            <li>Professional padded equipment for realistic, safe practice</li>
            <li>Follow-up notes so you can keep practicing at home</li>
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="private-testimonials-title">
        <div className="container">
          <h2 id="private-testimonials-title">What Our Private Clients Say</h2>
          <div className="grid grid--3">
            {TESTIMONIALS.map((quote) => (
              <QuoteCard key={quote.name} quote={quote} />
            ))}
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="why-private-title">
        <div className="container">
          <h2 id="why-private-title">Why Choose Private Training</h2>
          <div className="grid grid--3">
            <article className="card">
              <h3>Your Pace</h3>
              <p>Every minute is spent on what matters to you, with as much repetition as you need.</p>
            </article>
            <article className="card">
              <h3>Your Place</h3>
              <p>We come to you anywhere across the East Bay and Peninsula.</p>
            </article>
            <article className="card">
              <h3>Your People</h3>
              <p>Train alone, with family or with friends. Groups of 4+ can ask about our group rates.</p>
            </article>
          </div>
          <p style={{ marginTop: '2rem' }}>
            Prefer a group setting? See our <Link href="/public-classes">public class schedule</Link>.
          </p>
        </div>
      </section>
    </main>
  )
}
