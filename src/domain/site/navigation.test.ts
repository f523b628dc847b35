import { describe, expect, it } from 'vitest'

import { isActiveLink } from './navigation'

describe('isActiveLink', () => {
  it('matches home exactly', () => {
    expect(isActiveLink('/', '/')).toBe(true)
    expect(isActiveLink('/', '/faq')).toBe(false)
  })

  it('matches other links by path prefix, segment by segment', () => {
    expect(isActiveLink('/faq', '/faq')).toBe(true)
    expect(isActiveLink('/public-classes', '/public-classes/anything')).toBe(true)
    expect(isActiveLink('/about', '/about-us')).toBe(false)
    expect(isActiveLink('/contact', '/faq')).toBe(false)
  })
})
