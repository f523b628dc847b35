import { describe, expect, it } from 'vitest'

import { adminLoginPath, cmsSignInRedirect, safeNextPath } from './loginNext'

describe('safeNextPath', () => {
  it('accepts paths of this site under /cms and /admin, with their query', () => {
    expect(safeNextPath('/cms')).toBe('/cms')
    expect(safeNextPath('/cms/collections/bookings?limit=10')).toBe('/cms/collections/bookings?limit=10')
    expect(safeNextPath('/admin/attendance')).toBe('/admin/attendance')
  })

  it('refuses other origins, other paths and tricks that leave the site or the area', () => {
    for (const value of [
      undefined,
      42,
      '',
      'cms',
      'https://evil.example/cms',
      '//evil.example/cms',
      '/\\evil.example/cms',
      '/cms/../public-classes',
      '/cmsx',
      '/administrator',
      '/',
      '/cms\n',
      'javascript:alert(1)',
    ]) {
      expect(safeNextPath(value), String(value)).toBeNull()
    }
  })
})

describe('adminLoginPath', () => {
  it('carries the next path in the query', () => {
    expect(adminLoginPath('/cms/collections/bookings?limit=10')).toBe('/admin/login?next=%2Fcms%2Fcollections%2Fbookings%3Flimit%3D10')
    expect(adminLoginPath(null)).toBe('/admin/login')
  })
})

describe('cmsSignInRedirect', () => {
  it('sends /cms/login to the one sign-in page, then back where Payload was asked to go, else to /cms', () => {
    expect(cmsSignInRedirect('/cms/login', '', true)).toBe('/admin/login?next=%2Fcms')
    expect(cmsSignInRedirect('/cms/login', '?redirect=%2Fcms%2Fcollections%2Fbookings', false)).toBe('/admin/login?next=%2Fcms%2Fcollections%2Fbookings')
    expect(cmsSignInRedirect('/cms/login', '?redirect=https%3A%2F%2Fevil.example%2Fcms', false)).toBe('/admin/login?next=%2Fcms')
  })

  it('sends a signed-out visitor of any /cms page there and back to the page, with its query', () => {
    expect(cmsSignInRedirect('/cms', '', false)).toBe('/admin/login?next=%2Fcms')
    expect(cmsSignInRedirect('/cms/collections/bookings', '?limit=10', false)).toBe('/admin/login?next=%2Fcms%2Fcollections%2Fbookings%3Flimit%3D10')
  })

  it('lets a visitor with a session, Payload’s leaving and reset views and every other path through', () => {
    expect(cmsSignInRedirect('/cms', '', true)).toBeNull()
    expect(cmsSignInRedirect('/cms/collections/bookings', '', true)).toBeNull()
    expect(cmsSignInRedirect('/cms/logout', '', false)).toBeNull()
    expect(cmsSignInRedirect('/cms/reset/abc', '', false)).toBeNull()
    expect(cmsSignInRedirect('/admin/attendance', '', false)).toBeNull()
    expect(cmsSignInRedirect('/cmsx', '', false)).toBeNull()
    expect(cmsSignInRedirect('/api/users/me', '', false)).toBeNull()
  })
})
