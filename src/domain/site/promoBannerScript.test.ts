import { describe, expect, it } from 'vitest'

import { PROMO_BANNER_SCRIPT, PROMO_DISMISSED_KEY, PROMO_HIDDEN_ATTRIBUTE } from './promoBanner'

/** Runs the inline script as the browser does while parsing; says whether it marked the page's banner hidden. */
function run({ expires, dismissed, now }: { expires?: string; dismissed?: boolean; now: string }) {
  const marks = new Set<string>()
  let storageReads = 0
  const currentScript = { getAttribute: (name: string) => (name === 'data-expires' ? (expires ?? null) : null) }
  const document = { currentScript, documentElement: { setAttribute: (name: string) => marks.add(name) } }
  const sessionStorage = {
    getItem: (key: string) => {
      storageReads++
      return key === PROMO_DISMISSED_KEY && dismissed ? 'true' : null
    },
  }
  const RealDate = Date
  const FixedDate = class extends RealDate {
    static now = () => RealDate.parse(now)
  }
  new Function('document', 'sessionStorage', 'Date', PROMO_BANNER_SCRIPT)(document, sessionStorage, FixedDate)
  return { hidden: marks.has(PROMO_HIDDEN_ATTRIBUTE), storageReads }
}

describe('PROMO_BANNER_SCRIPT', () => {
  const expires = '2025-11-08T07:59:59.000Z'
  it('keeps the banner before its expiry and without one', () => {
    expect(run({ expires, now: '2025-11-08T07:59:00Z' }).hidden).toBe(false)
    expect(run({ now: '2030-01-01T00:00:00Z' }).hidden).toBe(false)
  })
  it('hides it once expired by the visitor’s clock, or when dismissed in this session', () => {
    expect(run({ expires, now: '2025-11-08T08:00:00Z' }).hidden).toBe(true)
    expect(run({ expires, dismissed: true, now: '2025-11-01T00:00:00Z' }).hidden).toBe(true)
  })
  it('reads sessionStorage only while the banner is current: a page’s first read of it waits on the browser', () => {
    expect(run({ expires, dismissed: true, now: '2025-11-08T08:00:00Z' }).storageReads).toBe(0)
    expect(run({ expires, now: '2025-11-01T00:00:00Z' }).storageReads).toBe(1)
  })
  it('survives a browser without sessionStorage', () => {
    const document = { currentScript: null, documentElement: { setAttribute: () => undefined } }
    expect(() => new Function('document', 'sessionStorage', PROMO_BANNER_SCRIPT)(document, undefined)).not.toThrow()
  })
})
