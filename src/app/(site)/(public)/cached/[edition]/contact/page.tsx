import type { Metadata } from 'next'
import { Link } from '@/components/layout/Link'

import { pageMetadata } from '@/components/seo/pageMetadata'
import { getSiteSettings } from '@/server/siteContent'

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description: 'Call, email or book a free 15-minute consultation with our self-defense team. Serving the SF Bay Area & beyond.',
  path: '/contact',
})

const NEW_TAB = <span className="visually-hidden"> (opens in a new tab)</span>

export default async function ContactPage() {
  const settings = await getSiteSettings()
  const social = [
    { label: 'Facebook', href: settings.links?.facebook },
    { label: 'Google Reviews', href: settings.links?.googleReviews },
    { label: 'Yelp', href: settings.links?.yelp },
  ].filter((link): link is { label: string; href: string } => Boolean(link.href))

  return (
    <main id="main" className="page">
      <section className="hero">
        <div className="container">
          <h1>Get in Touch</h1>
          <p>
            Questions about a class, private training or a workshop for your group? We&apos;d love to hear from you. You may
            also find your answer in our <Link href="/faq">FAQ</Link>.
          </p>
          <ul className="chips" aria-label="What to expect">
            <li className="chip">Serving SF Bay Area &amp; beyond</li>
            <li className="chip">Response within 1-2 business days</li>
          </ul>
        </div>
      </section>

      <section id="contact-cards" className="section" aria-labelledby="cards-title">
        <div className="container">
          <h2 id="cards-title">How to Reach Us</h2>
          <div className="grid grid--3">
            <article className="card">
              <h3>Free 15-Minute Consultation</h3>
              <p>Pick a time that suits you and tell us what you&apos;re looking for. No obligation.</p>
              {settings.freeConsultationUrl && (
                <a className="button" href={settings.freeConsultationUrl} target="_blank" rel="noopener noreferrer">
                  Schedule Free Consultation{NEW_TAB}
                </a>
              )}
            </article>
            <article className="card">
              <h3>Call Us</h3>
              <p>Talk with us directly about classes and training options.</p>
              <a className="button button--outline" href={`tel:${settings.phone}`}>
                {settings.phone}
              </a>
            </article>
            <article className="card">
              <h3>Email Us</h3>
              <p>Send us your questions and we&apos;ll reply within 1-2 business days.</p>
              <a className="button button--outline" href={`mailto:${settings.email}`}>
                {settings.email}
              </a>
            </article>
          </div>
        </div>
      </section>

      {social.length > 0 && (
        <section className="section section--alt" aria-labelledby="social-title">
          <div className="container">
            <h2 id="social-title">Follow Us &amp; Read Our Reviews</h2>
            <ul className="logo-row">
              {social.map((link) => (
                <li key={link.label}>
                  <a className="button button--outline" href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    {NEW_TAB}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </main>
  )
}
