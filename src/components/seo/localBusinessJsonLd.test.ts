import { describe, expect, it } from 'vitest'

import { localBusinessJsonLd } from './localBusinessJsonLd'

const input = {
  name: 'SWSD Self-Defense',
  url: 'https://swsd.example/',
  telephone: '(925) 555-0142',
  email: 'info@swsd.example',
  logoUrl: 'https://swsd.example/images/logo.svg',
  imageUrl: 'https://swsd.example/og/page/x.png',
  profiles: ['https://facebook.com/swsd', null, '', 'https://yelp.com/biz/swsd'],
}

describe('localBusinessJsonLd', () => {
  it('describes the business with its address, contact and profiles', () => {
    const doc = JSON.parse(JSON.stringify(localBusinessJsonLd(input)))
    expect(doc).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'SWSD Self-Defense',
      url: 'https://swsd.example/',
      telephone: '(925) 555-0142',
      address: { '@type': 'PostalAddress', addressLocality: 'Walnut Creek', addressRegion: 'CA', addressCountry: 'US' },
      sameAs: ['https://facebook.com/swsd', 'https://yelp.com/biz/swsd'],
    })
  })

  it('claims no rating and leaves out what it does not know', () => {
    const doc = JSON.parse(JSON.stringify(localBusinessJsonLd({ ...input, telephone: null, email: '', profiles: [] })))
    expect(doc).not.toHaveProperty('aggregateRating')
    expect(doc).not.toHaveProperty('review')
    expect(doc).not.toHaveProperty('telephone')
    expect(doc).not.toHaveProperty('email')
    expect(doc).not.toHaveProperty('sameAs')
  })
})
