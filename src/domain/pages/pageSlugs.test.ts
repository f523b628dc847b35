import { describe, expect, it } from 'vitest'

import { isPageSlug, pagePath } from './pageSlugs'

describe('pagePath', () => {
  it('puts home at the root and every other page at its slug', () => {
    expect(pagePath('home')).toBe('/')
    expect(pagePath('cbo')).toBe('/cbo')
  })

  it('knows only the pages that have a route', () => {
    expect(isPageSlug('workplace-safety')).toBe(true)
    expect(isPageSlug('//evil.example')).toBe(false)
  })
})
