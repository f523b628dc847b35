import type { Metadata } from 'next'
import Link from 'next/link'

export const metadata: Metadata = { title: 'Instructor login', robots: { index: false } }

export default function AdminLoginPage() {
  return (
    <main style={{ maxWidth: 480, margin: '0 auto', padding: '4rem 1.5rem' }}>
      <h1>Instructor login</h1>
      <p>The instructor area is being built. Owners manage the site in the CMS at <Link href="/cms">/cms</Link>.</p>
    </main>
  )
}
