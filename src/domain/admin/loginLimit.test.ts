import { describe, expect, it } from 'vitest'

import { LOGIN_LIMIT, loginBlocked, loginWindowStart } from './loginLimit'

describe('login limit', () => {
  it('refuses once the failures in the window reach the limit', () => {
    expect(loginBlocked(LOGIN_LIMIT.maxFailures - 1)).toBe(false)
    expect(loginBlocked(LOGIN_LIMIT.maxFailures)).toBe(true)
  })
  it('counts failures from 15 minutes back', () => {
    expect(loginWindowStart(new Date('2026-05-01T12:00:00Z')).toISOString()).toBe('2026-05-01T11:45:00.000Z')
  })
})
