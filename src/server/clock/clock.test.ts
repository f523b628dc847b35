import { afterEach, describe, expect, it, vi } from 'vitest'

const DAY = 86_400_000

/** clock.ts reads the switch from env.ts, parsed once on import: each case imports both afresh. */
async function loadClock(on: boolean) {
  vi.resetModules()
  vi.stubEnv('DATABASE_URL', 'postgres://localhost:5432/swsd')
  vi.stubEnv('NODE_ENV', 'development')
  vi.stubEnv('E2E_TEST_CLOCK', on ? 'true' : undefined)
  return import('./clock')
}

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('swsd.testClockOffsetMs')]
  vi.useRealTimers()
  vi.unstubAllEnvs()
})

describe('clockNow', () => {
  it('is the wall clock while the test clock is off, and the clock cannot be moved', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T12:00:00Z') })
    const clock = await loadClock(false)
    expect(clock.clockNow().toISOString()).toBe('2026-11-29T12:00:00.000Z')
    expect(() => clock.moveTestClockTo(new Date('2026-12-29T12:00:00Z'))).toThrow(/off/)
    expect(clock.clockNow().toISOString()).toBe('2026-11-29T12:00:00.000Z')
  })

  it('moves forward to an instant and keeps running from there, as the wall clock runs', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T12:00:00Z') })
    const clock = await loadClock(true)
    expect(clock.moveTestClockTo(new Date('2026-12-19T12:00:00Z')).toISOString()).toBe('2026-12-19T12:00:00.000Z')
    vi.advanceTimersByTime(90_000)
    expect(clock.clockNow().toISOString()).toBe('2026-12-19T12:01:30.000Z')
  })

  it('never goes back: an instant it has passed leaves it where it is', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T12:00:00Z') })
    const clock = await loadClock(true)
    const later = clock.moveTestClockTo(new Date(Date.now() + 20 * DAY))
    expect(clock.moveTestClockTo(new Date(Date.now() + 10 * DAY))).toEqual(later)
    expect(clock.moveTestClockTo(later)).toEqual(later)
  })

  it('is one clock for every bundle of the server: a module loaded afresh reads the same offset', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T12:00:00Z') })
    ;(await loadClock(true)).moveTestClockTo(new Date('2027-01-01T00:00:00Z'))
    expect((await loadClock(true)).clockNow().toISOString()).toBe('2027-01-01T00:00:00.000Z')
  })
})
