import { setTimeout as sleep } from 'node:timers/promises'

import { env } from '@/lib/env'

import { SLOW_READ_MARKER } from './slowReadMarker'

/**
 * End-to-end tests only: a cached read whose result contains SLOW_READ_MARKER waits E2E_RENDER_DELAY_MS after it has
 * read, so a test can publish an edit while a render holds the old data (tests/e2e/caching.spec.ts). env.ts refuses
 * the variable on a production server without DEMO_MODE; unset, this does nothing.
 */
export async function testReadDelay(result: unknown): Promise<void> {
  const delay = env.DEMO_MODE ? env.E2E_RENDER_DELAY_MS : undefined
  if (delay && JSON.stringify(result ?? null).includes(SLOW_READ_MARKER)) await sleep(delay)
}
