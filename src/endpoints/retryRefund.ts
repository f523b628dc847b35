import type { Endpoint } from 'payload'
import { z } from 'zod'

import { hasRole } from '@/access/roles'
import { AppError } from '@/lib/errors'
import { requireStaff } from '@/server/auth/requireStaff'
import { retryFailedRefund } from '@/server/payments/retryFailedRefund'
import { retryPrivateRefunds } from '@/server/privateSessions/retryPrivateRefunds'

import { parseBody } from './input'
import { endpoint } from './respond'

const id = (name: string) => z.number({ error: `${name} is required` }).int().positive(`${name} is required`)
const retryRequest = z.union([z.object({ bookingId: id('bookingId') }), z.object({ privateSessionId: id('privateSessionId') })], { error: 'bookingId or privateSessionId is required' })

/** The owner's "Retry refund now" on a booking or a private session in /cms (or the dashboard): the retry job's code, for that one, at once. */
export const retryRefundEndpoint: Endpoint = {
  path: '/owner/retry-refund',
  method: 'post',
  handler: endpoint(async (req) => {
    if (!hasRole(requireStaff(req.user), 'owner')) throw new AppError('FORBIDDEN', 'Only the owner can retry a refund.')
    const body = await parseBody(req, retryRequest)
    if ('privateSessionId' in body) return Response.json(await retryPrivateRefunds(req.payload, body.privateSessionId, new Date()))
    const { bookingId } = body
    const result = await retryFailedRefund(req.payload, bookingId)
    const message =
      result.retried === 0
        ? result.stillFailed === 0
          ? 'There is no refused refund to retry on this booking.'
          : 'No payment service is configured on this site, so Stripe was not asked: refund it in the Stripe dashboard.'
        : result.stillFailed === 0
          ? 'Stripe accepted the refund. The customer is being emailed.'
          : 'Stripe refused the refund again; it is kept on the booking and asked again later. See "What Stripe said".'
    return Response.json({ ...result, message })
  }),
}
