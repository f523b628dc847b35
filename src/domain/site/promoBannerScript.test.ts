import { describe, expect, it } from 'vitest'

import { PROMO_BANNER_ID, PROMO_BANNER_SCRIPT, PROMO_DISMISSED_KEY } from './promoBanner'

/** Runs the inline script against a page holding the banner, as the browser does while parsing. */
function run({ expires, dismissed, now }: { expires?: string; dismissed?: boolean; now: string }) {
  const banner = { hidden: false, getAttribute: (name: string) => (name === 'data-expires' ? (expires ?? null) : null) }
  const document = { getElementById: (id: string) => (id === PROMO_BANNER_ID ? banner : null) }
  const sessionStorage = { getItem: (key: string) => (key === PROMO_DISMISSED_KEY && dismissed ? 'true' : null) }
  const RealDate = Date
  const FixedDate = class extends RealDate {
    static now = () => RealDate.parse(now)
  }
  new Function('document', 'sessionStorage', 'Date', PROMO_BANNER_SCRIPT)(document, sessionStorage, FixedDate)
  return banner.hidden
}

describe('PROMO_BANNER_SCRIPT', () => {
  const expires = '2025-11-08T07:59:59.000Z'
  it('keeps the banner before its expiry and without one', () => {
    expect(run({ expires, now: '2025-11-08T07:59:00Z' })).toBe(false)
    expect(run({ now: '2030-01-01T00:00:00Z' })).toBe(false)
  })
  it('hides it once expired by the visitor’s clock, or when dismissed in this session', () => {
    expect(run({ expires, now: '2025-11-08T08:00:00Z' })).toBe(true)
    expect(run({ expires, dismissed: true, now: '2025-11-01T00:00:00Z' })).toBe(true)
  })
  it('leaves a page without the banner alone', () => {
    const document = { getElementById: () => null }
    expect(() => new Function('document', 'sessionStorage', PROMO_BANNER_SCRIPT)(document, {})).not.toThrow()
  })
})
