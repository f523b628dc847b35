import type { Payload } from 'payload'

import { CLEANUP_GLOBAL, CLEANUP_PER_ADDRESS } from '@/domain/limits/publicLimits'

import { consumeLimit, withinLimit } from '../limits/limiter'
import { releaseExpiredHolds } from './releaseExpiredHolds'

/**
 * POST /api/cleanup-expired-bookings: releases lapsed holds, at most once per CLEANUP_GLOBAL window across every caller
 * and instance; a call in between answers at once without work (the releaseExpiredHolds job runs anyway).
 */
export async function releaseExpiredHoldsOnRequest(payload: Payload, { address }: { address: string | null }): Promise<{ released: number }> {
  if (address) await consumeLimit(payload, CLEANUP_PER_ADDRESS, address)
  if (!(await withinLimit(payload, CLEANUP_GLOBAL, 'all'))) return { released: 0 }
  return { released: (await releaseExpiredHolds(payload)).length }
}
