import { AppError } from '@/lib/errors'
import { getPayloadClient } from '@/server/payloadClient'

import { countManageLookup } from '../bookings/manageToken'

export type ManageLookupGate =
  /** The lookup was counted: the page finds the booking without counting again. */
  | { kind: 'counted' }
  /** Over the limit: 429 with these words. */
  | { kind: 'refused'; message: string; retryAfterSeconds: number }
  /** Nothing counted (a malformed token, or the count could not be made): the page decides as it would alone. */
  | { kind: 'uncounted' }

/** Counts the manage page's lookup for the proxy. A database failure is left to the page, which answers it as usual. */
export async function manageLookupGate(token: string, address: string | null): Promise<ManageLookupGate> {
  try {
    const payload = await getPayloadClient()
    return (await countManageLookup(payload, token, { address })) ? { kind: 'counted' } : { kind: 'uncounted' }
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') {
      return { kind: 'refused', message: error.message, retryAfterSeconds: Number(error.details.retryAfterSeconds) }
    }
    return { kind: 'uncounted' }
  }
}
