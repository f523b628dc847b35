import type { Endpoint, PayloadRequest } from 'payload'

import { clientAddress } from '@/server/http/clientAddress'
import { cancelForCredit } from '@/server/manage/cancelBookingForCredit'
import { cancelWithRefund } from '@/server/manage/cancelWithRefund'
import { moveByCustomer } from '@/server/manage/moveByCustomer'
import { substituteParticipants } from '@/server/manage/substituteParticipants'

import { readJson } from './input'
import { endpoint } from './respond'

type Body = Record<string, unknown>

/** A manage action: the body carries the private link's token; the answer is never cached. */
const action = (path: string, run: (req: PayloadRequest, body: Body, address: string | null) => Promise<unknown>, fallback: string): Endpoint => ({
  path: `/manage-booking/${path}`,
  method: 'post',
  handler: endpoint(
    async (req) => {
      const body = ((await readJson(req)) ?? {}) as Body
      const result = await run(req, body, clientAddress(req.headers))
      return Response.json(result, { headers: { 'Cache-Control': 'no-store' } })
    },
    { fallback },
  ),
})

/** POST /api/manage-booking/cancel — { token }: 14+ days before class, cancel with a full refund. */
export const cancelWithRefundEndpoint = action('cancel', (req, body, address) => cancelWithRefund(req.payload, body.token, { address }), 'The booking could not be cancelled.')

/** POST /api/manage-booking/cancel-for-credit — { token }: 3 to 13 days before class, cancel for a class credit. */
export const cancelForCreditEndpoint = action(
  'cancel-for-credit',
  (req, body, address) => cancelForCredit(req.payload, body.token, { address }),
  'The booking could not be cancelled for a class credit.',
)

/** POST /api/manage-booking/move — { token, toScheduleId }: move now (first move), or the reschedule fee's checkout URL. */
export const moveEndpoint = action('move', (req, body, address) => moveByCustomer(req.payload, body, { address }), 'The booking could not be moved.')

/** POST /api/manage-booking/substitute — { token, participants: [{ participantId, firstName, lastName, ageGroup? }] }. */
export const substituteEndpoint = action('substitute', (req, body, address) => substituteParticipants(req.payload, body, { address }), 'The participants could not be changed.')

export const manageBookingEndpoints: Endpoint[] = [cancelWithRefundEndpoint, cancelForCreditEndpoint, moveEndpoint, substituteEndpoint]
