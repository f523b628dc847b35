import type { Metadata } from 'next'
import Link from 'next/link'

import { QuoteCard } from '@/components/testimonials/QuoteCard'
import { pageMetadata } from '@/lib/seo'
import { getPositionedTestimonials, getSiteSettings } from '@/server/siteContent'

export const metadata: Metadata = pageMetadata({
  title: 'About Us',
  description: 'Our mission, our founder and the 2500+ students we have trained in practical self-defense across the SF Bay Area since 2014.',
  path: '/about',
})

export default async function AboutPage() {
  const [settings, about] = await Promise.all([getSiteSettings(), getPositionedTestimonials(['About1'])])
  // The spec's About testimonial: shown when published; when it cannot be read the block is hidden (logged above).
  const testimonial = about?.[0] ?? null

  return (
    <main id="main" className="page">
      <section className="hero">
        <div className="container">
          <h1>About {settings.businessName}</h1>
          <p>Practical self-defense training in Walnut Creek, CA, with mobile service across the East Bay and Peninsula since 2014.</p>
        </div>
      </section>

      <section className="section" aria-labelledby="mission-title">
        <div className="container grid grid--2">
          <div>
            <h2 id="mission-title">Our Mission</h2>
            <p>
              We believe everyone deserves to feel safe and confident in their daily life. Our mission is to empower women,
              girls and vulnerable populations with practical awareness, boundary-setting and physical skills they can
              rely on.
            </p>
          </div>
          <div>
            <h2>Workplace Safety Training</h2>
            <p>
              We bring the same practical approach to workplaces: insured, customized workshops that help teams recognize
              risk, de-escalate conflict and get home safely.
            </p>
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="vision-title">
        <div className="container prose">
          <h2 id="vision-title">Our Vision</h2>
          <p>
            A Bay Area where every woman, girl and community member knows how to protect herself — and where learning those
            skills is welcoming, inclusive and even fun.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="founder-title">
        <div className="container grid grid--2">
          <div>
            <h2 id="founder-title">Meet Our Founder</h2>
            <p>
              Our founder started teaching self-defense after years of martial arts practice and service, convinced that
              the most valuable skills are the simple ones you can remember under stress. Since 2014 she has taught public
              classes, families, workplaces and community groups across the Bay Area.
            </p>
          </div>
          <div className="card">
            <h3>Credentials</h3>
            <ul className="checklist">
              <li>20+ years of martial arts training</li>
              <li>Degree in criminal justice</li>
              <li>Military intelligence veteran</li>
              <li>Global experience training and working around the world</li>
            </ul>
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-label="Our impact">
        <div className="container stats">
          <p>
            <span className="stat__value">2500+</span> students trained
          </p>
          <p>
            <span className="stat__value">10+</span> years of teaching
          </p>
          <p>
            <span className="stat__value">5.0</span> average rating
          </p>
        </div>
      </section>

      {testimonial && (
        <section className="section" aria-labelledby="about-quote-title">
          <div className="container">
            <h2 id="about-quote-title">In Our Students&apos; Words</h2>
            <QuoteCard quote={testimonial} testId="about-testimonial" />
          </div>
        </section>
      )}

      <section className="section section--alt">
        <div className="container" style={{ textAlign: 'center' }}>
          <h2>Start Your Training</h2>
          <div className="button-row" style={{ justifyContent: 'center' }}>
            <Link className="button" href="/public-classes">
              View Class Schedule
            </Link>
            <Link className="button button--outline" href="/contact">
              Contact Us
            </Link>
          </div>
        </div>
      </section>
    </main>
  )
}
