import { describe, expect, it } from 'vitest'

import { shouldSendCleanup } from './cleanup'

describe('shouldSendCleanup', () => {
  it('fires below 0.1 and not from 0.1 up', () => {
    expect(shouldSendCleanup(() => 0)).toBe(true)
    expect(shouldSendCleanup(() => 0.0999)).toBe(true)
    expect(shouldSendCleanup(() => 0.1)).toBe(false)
    expect(shouldSendCleanup(() => 0.99)).toBe(false)
  })

  it('fires on about 10% of loads', () => {
    let seed = 42
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
    const fired = Array.from({ length: 10_000 }, () => shouldSendCleanup(random)).filter(Boolean).length
    expect(fired).toBeGreaterThan(800)
    expect(fired).toBeLessThan(1200)
  })
})
