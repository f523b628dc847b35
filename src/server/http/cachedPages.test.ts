import { describe, expect, it } from 'vitest'

import { pageRoute } from './cachedPages'

const route = (path: string) => {
  const url = new URL(path, 'http://site.test')
  return pageRoute(url.pathname, url.searchParams)
}

describe('pageRoute', () => {
  it('serves the pages that are the same for everyone from their cached address', () => {
    expect(route('/')).toEqual({ kind: 'cached', path: '/cached/live' })
    expect(route('/faq')).toEqual({ kind: 'cached', path: '/cached/live/faq' })
    expect(route('/workplace-safety?utm_source=mail')).toEqual({ kind: 'cached', path: '/cached/live/workplace-safety' })
  })

  it('caches /public-classes per tab, any unknown tab being the default one', () => {
    expect(route('/public-classes')).toEqual({ kind: 'cached', path: '/cached/live/public-classes/adult-teen' })
    expect(route('/public-classes?tab=mother-daughter')).toEqual({ kind: 'cached', path: '/cached/live/public-classes/mother-daughter' })
    expect(route('/public-classes?tab=../../admin')).toEqual({ kind: 'cached', path: '/cached/live/public-classes/adult-teen' })
    expect(route('/public-classes?city=All%20Cities')).toEqual({ kind: 'cached', path: '/cached/live/public-classes/adult-teen' })
  })

  it('renders a city filter per request: any typed city would otherwise become a cache entry', () => {
    expect(route('/public-classes?city=Walnut%20Creek')).toEqual({ kind: 'rendered' })
    expect(route('/public-classes?tab=mother-daughter&city=Oakland')).toEqual({ kind: 'rendered' })
  })

  it('renders personal and per-class pages per request', () => {
    for (const path of ['/book-adult-class/3', '/class-prep/3', '/stripe-success', '/admin/login', '/faq/more', '/no-such-page']) {
      expect(route(path), path).toEqual({ kind: 'rendered' })
    }
  })

  it('hides the internal addresses, so no one can make cache entries through them', () => {
    for (const path of ['/cached', '/cached/live/faq', '/cached/other/faq', '/cached/live/public-classes/x']) {
      expect(route(path), path).toEqual({ kind: 'hidden' })
    }
    expect(route('/cachedx')).toEqual({ kind: 'rendered' })
  })
})
