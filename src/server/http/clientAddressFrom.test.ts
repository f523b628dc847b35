import { describe, expect, it } from 'vitest'

import { clientAddressFrom } from './clientAddressFrom'

describe('clientAddressFrom', () => {
  it('ignores the header without trusted proxies: anyone can write it', () => {
    expect(clientAddressFrom('203.0.113.9', 0)).toBeNull()
    expect(clientAddressFrom(null, 1)).toBeNull()
  })

  it('takes the entry the outermost trusted proxy appended, whatever the client put before it', () => {
    expect(clientAddressFrom('203.0.113.9', 1)).toBe('203.0.113.9')
    expect(clientAddressFrom('6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9')
    expect(clientAddressFrom('6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9')
  })

  it('gives nothing when the header is shorter than the proxy chain', () => {
    expect(clientAddressFrom('203.0.113.9', 2)).toBeNull()
  })
})
