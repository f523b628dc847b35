import type { Metadata } from 'next'
import { Link } from '@/components/layout/Link'

import { pageMetadata } from '@/components/seo/pageMetadata'
import { getSiteSettings } from '@/server/siteContent'

export const metadata: Metadata = pageMetadata({
  title: 'Privacy Policy',
  description: 'How we collect, use and protect the information you share with us.',
  path: '/privacy-policy',
  noindex: true,
})

export default async function PrivacyPolicyPage() {
  const settings = await getSiteSettings()
  const name = settings.businessName
  const sections: { title: string; body: React.ReactNode }[] = [
    {
      title: 'Information We Collect',
      body: (
        <p>
          When you submit an inquiry form, register for a class or contact us, we collect the information you provide:
          your name, email address, phone number, city and state, your organization and title (for workplace and community
          inquiries), the details you share about your training needs, and participant information for class
          registrations.
        </p>
      ),
    },
    {
      title: 'How We Use Your Information',
      body: (
        <p>
          We use your information to respond to your inquiries, schedule and deliver training, process registrations and
          payments, send class preparation details, and — only if you opt in — send our newsletter.
        </p>
      ),
    },
    {
      title: 'Information Sharing',
      body: <p>We do not sell or rent your personal information. We share it only with the service providers listed below, or when required by law.</p>,
    },
    {
      title: 'Service Providers',
      body: (
        <p>
          We rely on trusted providers for payment processing, email delivery, scheduling and spam protection (Google
          reCAPTCHA). They process your information only to provide their services to us.
        </p>
      ),
    },
    {
      title: 'Cookies and Similar Technologies',
      body: (
        <p>
          Our site uses essential cookies and browser storage to keep the site working (for example, remembering that you
          dismissed a banner during your visit). reCAPTCHA may set cookies to tell people from automated programs.
        </p>
      ),
    },
    {
      title: 'Data Security',
      body: <p>We use reasonable administrative, technical and physical safeguards to protect your information. No method of transmission over the internet is completely secure.</p>,
    },
    {
      title: 'Data Retention',
      body: <p>We keep your information only as long as needed to provide our services, meet legal and accounting obligations, and resolve disputes.</p>,
    },
    {
      title: 'Your Rights and Choices',
      body: (
        <p>
          You may ask us to access, correct or delete your personal information, and you may unsubscribe from our
          newsletter at any time. California residents have additional rights under the California Consumer Privacy Act.
        </p>
      ),
    },
    {
      title: "Children's Privacy",
      body: (
        <p>
          Our services are not directed to children under 13, and we do not knowingly collect personal information from
          children under 13. Participants under 18 are registered by a parent or guardian.
        </p>
      ),
    },
    {
      title: 'Third-Party Links',
      body: <p>Our site links to other websites, such as review platforms and our scheduling service. Their privacy practices are governed by their own policies.</p>,
    },
    {
      title: 'Changes to This Policy',
      body: <p>We may update this policy from time to time. The date at the top of this page shows when it was last updated.</p>,
    },
    {
      title: 'Contact Us',
      body: (
        <p>
          Questions about this policy? <Link href="/contact">Contact us</Link>, or email{' '}
          <a href={`mailto:${settings.email}`}>{settings.email}</a>.
        </p>
      ),
    },
  ]

  return (
    <main id="main" className="page">
      <div className="container section prose">
        <p>
          <Link href="/">← Back to Home</Link>
        </p>
        <h1>Privacy Policy</h1>
        <p>
          <strong>Effective date:</strong> 07/29/25 · <strong>Last updated:</strong> 07/29/25
        </p>
        <p>
          This policy explains how {name} collects, uses and protects the information you share with us through this
          website.
        </p>
        <ol style={{ paddingLeft: '1.25rem' }}>
          {sections.map((section) => (
            <li key={section.title}>
              <h2>{section.title}</h2>
              {section.body}
            </li>
          ))}
        </ol>
      </div>
    </main>
  )
}
