import type { Payload } from 'payload'

import { AppError } from '@/lib/errors'

import { stripeClient } from '../payments/stripe'
import { askPrivateRefunds } from './privateRefunds'

/**
 * The owner's "Retry refund now" for a private session: every refund kept on it asked again at once, through the
 * retry job's code (askPrivateRefunds: same idempotency keys, recorded after Stripe answers). Answers in the owner's words.
 */
export async function retryPrivateRefunds(payload: Payload, sessionId: number, now: Date): Promise<{ retried: number; refunded: number; stillFailed: number; message: string }> {
  const session = await payload.findByID({ collection: 'private-sessions', id: sessionId, depth: 0, overrideAccess: true, disableErrors: true }) // system read: the owner's retry (checked by the caller)
  if (!session) throw new AppError('NOT_FOUND', 'Private session not found', { privateSessionId: sessionId })
  if (!session.failedRefunds?.length) return { retried: 0, refunded: 0, stillFailed: 0, message: 'There is no refused refund to retry on this private session.' }
  const { asked, refunded } = await askPrivateRefunds(payload, sessionId, { stripe: stripeClient(), now })
  const stillFailed = asked - refunded
  const message =
    stillFailed === 0
      ? 'Stripe accepted the refund. The organizer is being emailed.'
      : 'Stripe refused the refund again; it is kept on the private session and asked again later. See "What Stripe said".'
  return { retried: asked, refunded, stillFailed, message }
}
