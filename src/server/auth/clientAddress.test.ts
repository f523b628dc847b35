import { describe, expect, it } from 'vitest'

import { clientAddress } from './loginLimit'

describe('clientAddress', () => {
  it('takes the right-most X-Forwarded-For entry (the one the nearest proxy appended)', () => {
    expect(clientAddress(new Headers({ 'X-Forwarded-For': '6.6.6.6, 203.0.113.7' }))).toBe('203.0.113.7')
    expect(clientAddress(new Headers({ 'X-Forwarded-For': '203.0.113.7' }))).toBe('203.0.113.7')
  })
  it('falls back to X-Real-IP, then to unknown', () => {
    expect(clientAddress(new Headers({ 'X-Real-IP': '198.51.100.2' }))).toBe('198.51.100.2')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})
