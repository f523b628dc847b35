import { describe, expect, it } from 'vitest'

import { hashLinkToken, hmacLink, LINK_TOKEN_SHAPE, signedIdLink } from '@/server/links/hmacLink'

describe('hmacLink', () => {
  it("makes a token of the link's shape whose hash is stored, opened only by its own nonce and purpose", () => {
    const organizer = hmacLink('private-session')
    const { nonce, hash } = organizer.fresh()
    const token = organizer.tokenOf(nonce)
    expect(token).toMatch(LINK_TOKEN_SHAPE)
    expect(hash).toBe(hashLinkToken(token))
    expect(organizer.opens(nonce, token)).toBe(true)
    expect(organizer.opens(organizer.fresh().nonce, token)).toBe(false)
    expect(organizer.opens(null, token)).toBe(false)
    expect(hmacLink('private-session-join').opens(nonce, token)).toBe(false)
  })
})

describe('signedIdLink', () => {
  const joiner = signedIdLink('private-session-joiner')

  it('names its id, within its context only; a forged or malformed token names nothing', () => {
    const token = joiner.tokenOf(42, 'nonce-a')
    expect(joiner.idOf(token, 'nonce-a')).toBe(42)
    expect(joiner.idOf(token, 'nonce-b')).toBeNull()
    expect(joiner.idOf(`43.${token.split('.')[1]}`, 'nonce-a')).toBeNull()
    expect(joiner.idOf('42', 'nonce-a')).toBeNull()
    expect(joiner.idOf(null, 'nonce-a')).toBeNull()
    expect(signedIdLink('gift-balance').idOf(token, 'nonce-a')).toBeNull()
  })
})
