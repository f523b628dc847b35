import { describe, expect, it } from 'vitest'

import { cancelTokenMatches, newCheckoutCancelToken } from './checkoutCancelToken'

describe('checkout cancel token', () => {
  it('matches only its own stored hash, which is not the token itself', () => {
    const { token, hash } = newCheckoutCancelToken()
    expect(hash).not.toContain(token)
    expect(cancelTokenMatches(token, hash)).toBe(true)
    expect(cancelTokenMatches(newCheckoutCancelToken().token, hash)).toBe(false)
    expect(cancelTokenMatches(token, null)).toBe(false)
    expect(cancelTokenMatches(token, 'not-hex')).toBe(false)
  })

  it('is long enough not to be guessed', () => {
    expect(newCheckoutCancelToken().token).toMatch(/^[\w-]{32}$/)
  })
})
