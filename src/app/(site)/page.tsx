import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export default async function HomePage() {
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false, depth: 0 })

  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: '4rem 1.5rem' }}>
      <p>{settings.businessName}</p>
      <h1>Building Confidence, Staying Safe</h1>
      <p>
        Self-defense training in Walnut Creek, CA, with mobile service across the East Bay and Peninsula. Call{' '}
        <a href={`tel:${settings.phone}`}>{settings.phone}</a> or email <a href={`mailto:${settings.email}`}>{settings.email}</a>.
      </p>
    </main>
  )
}
