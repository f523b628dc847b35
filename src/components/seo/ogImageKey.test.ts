import { describe, expect, it } from 'vitest'

import { OG_TITLE_MAX, ogTitleKey, titleOfOgKey } from './ogImageKey'

const SECRET = 'a-secret-of-at-least-thirty-two-characters'

describe('ogTitleKey / titleOfOgKey', () => {
  it('gives back the title it signed, accents and ampersands included', () => {
    const title = 'Mother & Daughter — Café Señora'
    const key = ogTitleKey(title, SECRET)
    expect(key).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/)
    expect(titleOfOgKey(key, SECRET)).toBe(title)
  })

  it('refuses a title signed with another secret, or changed after signing', () => {
    const key = ogTitleKey('Contact Us', SECRET)
    expect(titleOfOgKey(key, 'another-secret-of-at-least-thirty-two-chars')).toBeNull()
    const [, sig] = key.split('.')
    expect(titleOfOgKey(`${Buffer.from('Free money').toString('base64url')}.${sig}`, SECRET)).toBeNull()
  })

  it('refuses malformed keys', () => {
    for (const key of ['', 'abc', 'abc.', '.abcdefghijklmnopqrstuv', 'a b.abcdefghijklmnopqrstuv', `${'A'.repeat(701)}.abcdefghijklmnopqrstuv`]) {
      expect(titleOfOgKey(key, SECRET)).toBeNull()
    }
  })

  it('signs at most OG_TITLE_MAX characters of a long title', () => {
    const key = ogTitleKey('x'.repeat(OG_TITLE_MAX + 30), SECRET)
    expect(titleOfOgKey(key, SECRET)).toBe('x'.repeat(OG_TITLE_MAX))
  })
})
