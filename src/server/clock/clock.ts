import { env } from '@/lib/env'

// Next bundles each route on its own, so a module-level offset would be one per bundle: the test clock is kept on
// globalThis, once per server process (the jobs run in the web process on the e2e server).
const OFFSET = Symbol.for('swsd.testClockOffsetMs')
const held = globalThis as { [OFFSET]?: number }

/** The test clock (E2E_TEST_CLOCK=true, refused in production without DEMO_MODE): off in real use. */
export const testClockOn = (): boolean => env.E2E_TEST_CLOCK === true

/**
 * "Now" for the private-session paths (their endpoints, pages, the balance job and the policy rules): the wall
 * clock, moved forward by the test clock when it is on. Public classes keep the wall clock.
 */
export function clockNow(): Date {
  return new Date(Date.now() + (testClockOn() ? (held[OFFSET] ?? 0) : 0))
}

/**
 * Moves the test clock to `at` and answers its now: `at` itself, so work run at that instant sees exactly it. Never
 * back: an instant the clock has already passed leaves it where it is.
 */
export function moveTestClockTo(at: Date): Date {
  if (!testClockOn()) throw new Error('the test clock is off (E2E_TEST_CLOCK)')
  const offset = at.getTime() - Date.now()
  if (offset <= (held[OFFSET] ?? 0)) return clockNow()
  held[OFFSET] = offset
  return new Date(at)
}
