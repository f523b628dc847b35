import { describe, expect, it } from 'vitest'

import { adminLoginPath, safeNextPath } from './loginNext'

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
