import { describe, expect, it } from 'vitest'

import { isRemembered, sessionEnd } from './sessionLifetime'

const start = new Date('2026-05-01T12:00:00Z')

describe('session lifetime', () => {
  it('ends 12 hours after sign-in, or 30 days with remember me', () => {
    expect(sessionEnd(start, false).toISOString()).toBe('2026-05-02T00:00:00.000Z')
    expect(sessionEnd(start, true).toISOString()).toBe('2026-05-31T12:00:00.000Z')
  })

  it('tells a remembered session from a short one by its stored span', () => {
    expect(isRemembered({ createdAt: start, expiresAt: sessionEnd(start, false) })).toBe(false)
    expect(isRemembered({ createdAt: start.toISOString(), expiresAt: sessionEnd(start, true).toISOString() })).toBe(true)
    expect(isRemembered({ createdAt: null, expiresAt: sessionEnd(start, true) })).toBe(false)
  })
})
