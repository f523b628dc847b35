import { describe, expect, it, vi } from 'vitest'

import { isPromoBannerVisible } from './promoBanner'

// 2025-11-07 23:59:59 Pacific (PST) is 2025-11-08 07:59:59 UTC.
const expiresAt = '2025-11-08T07:59:59.000Z'
const text = 'Private training at public class rates'

describe('isPromoBannerVisible', () => {
  it('shows the banner up to and including the expiry second', () => {
    expect(isPromoBannerVisible({ text, expiresAt, dismissed: () => false, now: new Date('2025-11-07T12:00:00-08:00') })).toBe(true)
    expect(isPromoBannerVisible({ text, expiresAt, dismissed: () => false, now: new Date('2025-11-07T23:59:59-08:00') })).toBe(true)
  })

  it('hides it after the expiry', () => {
    expect(isPromoBannerVisible({ text, expiresAt, dismissed: () => false, now: new Date('2025-11-08T00:00:00-08:00') })).toBe(false)
  })

  it('hides it once dismissed', () => {
    expect(isPromoBannerVisible({ text, expiresAt, dismissed: () => true, now: new Date('2025-11-01T00:00:00Z') })).toBe(false)
  })

  it('never shows an empty text, and a missing expiry never expires', () => {
    expect(isPromoBannerVisible({ text: ' ', expiresAt: null, dismissed: () => false, now: new Date() })).toBe(false)
    expect(isPromoBannerVisible({ text, expiresAt: null, dismissed: () => false, now: new Date('2099-01-01T00:00:00Z') })).toBe(true)
  })

  it('asks whether it was dismissed only for a banner that would otherwise show (the first sessionStorage read is slow)', () => {
    const dismissed = vi.fn(() => false)
    isPromoBannerVisible({ text, expiresAt, dismissed, now: new Date('2025-11-08T00:00:00-08:00') })
    isPromoBannerVisible({ text: '', expiresAt, dismissed, now: new Date('2025-11-01T00:00:00Z') })
    expect(dismissed).not.toHaveBeenCalled()
    isPromoBannerVisible({ text, expiresAt, dismissed, now: new Date('2025-11-01T00:00:00Z') })
    expect(dismissed).toHaveBeenCalledOnce()
  })
})
