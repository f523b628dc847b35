import type { Metadata } from 'next'
import Link from 'next/link'

import { QuoteCard } from '@/components/testimonials/QuoteCard'
import { HOME_FALLBACK_QUOTES } from '@/content/fallbackQuotes'
import { fillPositions } from '@/domain/testimonials/positions'
import { pageMetadata } from '@/lib/seo'
import { getPositionedTestimonials, getSiteSettings } from '@/server/siteContent'

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Building Confidence, Staying Safe',
    description:
      'Practical self-defense classes for women, girls, workplaces and community groups in Walnut Creek and across the SF Bay Area. 2500+ students trained since 2014.',
    path: '/',
  }),
  title: { absolute: 'Building Confidence, Staying Safe | SWSD Self-Defense' },
}

const QUOTE_POSITIONS = ['Quote 1', 'Quote 2', 'Quote 3', 'Quote 4', 'Quote 5', 'Quote 6'] as const

const PROGRAMS = [
  {
    href: '/public-classes',
    title: 'Public Classes',
    text: 'Three-hour adult & teen classes (ages 15+) and mother & daughter classes (ages 12-15) in cities across the Bay Area.',
  },
  {
    href: '/private-classes',
    title: 'Private Training',
    text: 'One-on-one, family and mother-daughter sessions at a time and place that work for you.',
  },
  {
    href: '/workplace-safety',
    title: 'Workplace Safety',
    text: 'Insured, on-site workshops that give your team awareness, de-escalation and escape skills.',
  },
  {
    href: '/cbo',
    title: 'Community Groups',
    text: 'Trauma-informed programs for scouts, schools, shelters and community organizations.',
  },
]

function Hero({ variant }: { variant: 'mobile' | 'desktop' }) {
  const mobile = variant === 'mobile'
  return (
    <section className={`hero ${mobile ? 'hero--mobile mobile-only' : 'desktop-only'}`} aria-labelledby={`hero-${variant}`}>
      <div className="container">
        <p className="eyebrow">Self-defense training · SF Bay Area</p>
        <h1 id={`hero-${variant}`}>Building Confidence, Staying Safe</h1>
        {mobile ? (
          <p>Practical self-defense for women, girls and communities.</p>
        ) : (
          <p>
            Practical, empowering self-defense for women, girls, workplaces and community groups. Based in Walnut Creek with
            mobile training across the East Bay and Peninsula.
          </p>
        )}
        <div className="button-row">
          <Link className="button button--light" href="/public-classes">
            View Class Schedule
          </Link>
          <Link className="button button--outline" href="/contact">
            Contact Us
          </Link>
        </div>
      </div>
    </section>
  )
}

export default async function HomePage() {
  const [settings, testimonials] = await Promise.all([getSiteSettings(), getPositionedTestimonials(QUOTE_POSITIONS)])
  const quotes = fillPositions(QUOTE_POSITIONS, testimonials, HOME_FALLBACK_QUOTES)

  return (
    <main id="main" className="page">
      <Hero variant="mobile" />
      <Hero variant="desktop" />

      <section className="section section--alt" aria-label="Our record">
        <div className="container stats">
          <p>
            <span className="stat__value">2500+</span> students trained
          </p>
          <p>
            <span className="stat__value">10+</span> years experience
          </p>
          <p>
            <span className="stat__value">5.0</span> Yelp &amp; Google ratings
          </p>
        </div>
      </section>

      <section id="testimonials" className="section" aria-labelledby="testimonials-title">
        <div className="container">
          <h2 id="testimonials-title">What Our Students Say</h2>
          <div className="grid grid--3">
            {quotes.map((quote) => (
              <QuoteCard key={quote.position} quote={quote} testId={`home-quote-${quote.position.replace(' ', '-')}`} />
            ))}
          </div>
          <p>
            <Link href="/testimonials">Read more student success stories</Link>
          </p>
        </div>
      </section>

      <section id="programs" className="section section--alt" aria-labelledby="programs-title">
        <div className="container">
          <h2 id="programs-title">Our Programs</h2>
          <div className="grid grid--4">
            {PROGRAMS.map((program) => (
              <article key={program.href} className="card">
                <h3>{program.title}</h3>
                <p>{program.text}</p>
                <Link href={program.href}>
                  Learn more<span className="visually-hidden"> about {program.title}</span>
                </Link>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section id="about" className="section" aria-labelledby="why-title">
        <div className="container">
          <h2 id="why-title">Why Choose {settings.businessName}</h2>
          <div className="grid grid--3">
            <article className="card">
              <h3>Experienced Instruction</h3>
              <p>15+ years of experience teaching self-defense, grounded in more than two decades of martial arts.</p>
            </article>
            <article className="card">
              <h3>Real-World Skills</h3>
              <p>Awareness, boundary setting, de-escalation and simple physical techniques you can remember under stress.</p>
            </article>
            <article className="card">
              <h3>Supportive Environment</h3>
              <p>Every body, age and fitness level is welcome. No experience needed, and you always go at your own pace.</p>
            </article>
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="story-title">
        <div className="container prose">
          <h2 id="story-title">A Success Story</h2>
          <p>
            A few weeks after her class, one of our students was followed through a parking garage late at night. She did
            exactly what she had practiced: she turned, faced him, used her voice and put distance between them. He left.
          </p>
          <p>
            “I didn&apos;t freeze,” she told us. “I knew what to do.” That is why we teach: so that when it matters, you
            already have a plan.
          </p>
        </div>
      </section>

      <section id="contact" className="section contact-band" aria-labelledby="contact-title">
        <div className="container">
          <h2 id="contact-title">Ready to Get Started?</h2>
          <ul className="grid grid--3" style={{ listStyle: 'none', padding: 0 }}>
            <li>
              <strong>Call</strong>
              <br />
              <a href={`tel:${settings.phone}`}>{settings.phone}</a>
            </li>
            <li>
              <strong>Email</strong>
              <br />
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </li>
            <li>
              <strong>Visit</strong>
              <br />
              Walnut Creek, CA
            </li>
          </ul>
          <div className="button-row">
            <Link className="button button--light" href="/contact">
              Get in Touch
            </Link>
          </div>
        </div>
      </section>
    </main>
  )
}
