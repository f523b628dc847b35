import { describe, expect, it } from 'vitest'

import { emailKey } from './keys'

describe('emailKey', () => {
  it('counts every spelling of one email against one key, and keeps no email in it', () => {
    expect(emailKey('  Owner@SWSD.example ')).toBe(emailKey('owner@swsd.example'))
    expect(emailKey('owner@swsd.example')).not.toContain('owner')
    expect(emailKey('owner@swsd.example')).not.toBe(emailKey('instructor@swsd.example'))
  })
})
