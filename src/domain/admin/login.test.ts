import { describe, expect, it } from 'vitest'

import { loginAccountKey } from './login'

describe('loginAccountKey', () => {
  it('counts every spelling of one email against one account', () => {
    expect(loginAccountKey('  Owner@SWSD.example ')).toBe('owner@swsd.example')
    expect(loginAccountKey('owner@swsd.example')).toBe(loginAccountKey('OWNER@swsd.EXAMPLE'))
  })
})
