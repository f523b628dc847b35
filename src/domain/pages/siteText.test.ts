import { describe, expect, it } from 'vitest'

import { fillSiteText, paragraphs, splitLinks } from './siteText'

const values = { businessName: 'SWSD Self-Defense', phone: '(925) 555-0100', email: 'info@swsd.example' }

describe('fillSiteText', () => {
  it('replaces each known placeholder, every time it appears', () => {
    expect(fillSiteText('Why Choose {businessName}? Call {phone} or {phone}.', values)).toBe(
      'Why Choose SWSD Self-Defense? Call (925) 555-0100 or (925) 555-0100.',
    )
  })

  it('leaves unknown braces alone', () => {
    expect(fillSiteText('About {business} {email}', values)).toBe('About {business} info@swsd.example')
  })
})

describe('splitLinks', () => {
  it('splits text and site or https links in order', () => {
    expect(splitLinks('See our [public class schedule](/public-classes) or [Yelp](https://yelp.com/x).')).toEqual([
      { text: 'See our ' },
      { text: 'public class schedule', href: '/public-classes' },
      { text: ' or ' },
      { text: 'Yelp', href: 'https://yelp.com/x' },
      { text: '.' },
    ])
  })

  it('keeps other schemes as text', () => {
    expect(splitLinks('[x](javascript:alert(1))')).toEqual([{ text: '[x](javascript:alert(1))' }])
  })
})

describe('paragraphs', () => {
  it('splits on blank lines and drops empty ones', () => {
    expect(paragraphs('One\nline.\n\n  \n\nTwo.')).toEqual(['One\nline.', 'Two.'])
    expect(paragraphs(null)).toEqual([])
  })
})
