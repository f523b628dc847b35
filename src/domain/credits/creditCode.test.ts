import { describe, expect, it } from 'vitest'

import { creditCodeFrom, creditCodeHash, creditCodeHint, GIFT_CERTIFICATE_PREFIX, hashesOfTypedCode, normaliseCreditCode, otherPrefixForm } from './creditCode'

describe('credit codes', () => {
  it('maps 12 bytes to CR-XXXX-XXXX-XXXX in base32 without ambiguous letters', () => {
    const code = creditCodeFrom(Uint8Array.from([0, 1, 2, 3, 31, 32, 33, 255, 18, 21, 27, 30]))
    expect(code).toBe('CR-0123-Z01Z-JNVY')
    expect(code).not.toMatch(/[ILOU]/)
  })

  it('refuses too few bytes', () => {
    expect(() => creditCodeFrom(new Uint8Array(11))).toThrow()
  })

  it('reads a code however it is typed', () => {
    expect(normaliseCreditCode('CR-0123-Z01Z-JNVY')).toBe('CR-0123-Z01Z-JNVY')
    expect(normaliseCreditCode(' cr 0123 z01z jnvy ')).toBe('CR-0123-Z01Z-JNVY')
    expect(normaliseCreditCode('o123z0lzjnvy')).toBe('CR-0123-Z01Z-JNVY')
    expect(normaliseCreditCode('0123-Z0IZ-JNVY')).toBe('CR-0123-Z01Z-JNVY')
  })

  it('refuses what cannot be a code', () => {
    expect(normaliseCreditCode('')).toBeNull()
    expect(normaliseCreditCode('CR-0123-Z01Z-JNV')).toBeNull()
    expect(normaliseCreditCode('CR-0123-Z01Z-JNVU')).toBeNull()
    expect(normaliseCreditCode('CR-0123-Z01Z-JNVY-1')).toBeNull()
  })

  it('makes and reads gift certificate codes (GC-), and knows a code under its other prefix', () => {
    expect(creditCodeFrom(Uint8Array.from([0, 1, 2, 3, 31, 32, 33, 255, 18, 21, 27, 30]), GIFT_CERTIFICATE_PREFIX)).toBe('GC-0123-Z01Z-JNVY')
    expect(normaliseCreditCode('gc 0123 z01z jnvy')).toBe('GC-0123-Z01Z-JNVY')
    expect(otherPrefixForm('CR-0123-Z01Z-JNVY')).toBe('GC-0123-Z01Z-JNVY')
    expect(otherPrefixForm('GC-0123-Z01Z-JNVY')).toBe('CR-0123-Z01Z-JNVY')
  })
})

describe('creditCodeHash and creditCodeHint', () => {
  it('hash the stored (upper-case) form, so a code typed in any case or without its prefix finds it', () => {
    const hash = creditCodeHash('GC-7KQ2-AB12-ZZ90')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(creditCodeHash('gc-7kq2-ab12-zz90')).toBe(hash)
    expect(hashesOfTypedCode('7kq2 ab12 zz9o')).toEqual([creditCodeHash('CR-7KQ2-AB12-ZZ90'), hash])
    expect(hashesOfTypedCode('not a code')).toEqual([])
  })

  it('shows the owner only the prefix and the last four characters', () => {
    expect(creditCodeHint('GC-7KQ2-AB12-ZZ90')).toBe('GC-…-ZZ90')
  })
})
