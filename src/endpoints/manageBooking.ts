import type { Endpoint, PayloadRequest } from 'payload'

import { managePath } from '@/server/bookings/manageToken'
import { clientAddress } from '@/server/http/clientAddress'
import { cancelForCredit } from '@/server/manage/cancelForCreditByCustomer'
import { cancelWithRefund } from '@/server/manage/cancelWithRefund'
import { moveByCustomer } from '@/server/manage/moveByCustomer'
import { openManagedBooking } from '@/server/manage/openManagedBooking'
import { cancelFeeCheckout } from '@/server/payments/cancelFeeCheckout'
import { substituteParticipants } from '@/server/manage/substituteParticipants'

import { redirectTo } from './bookingEndpoints'
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

/**
 * GET /api/manage-booking/move-cancelled?token= — a reschedule fee checkout's cancel_url: closes the booking's open fee
 * checkout at Stripe (Back can no longer pay it), then shows the manage page, which says so.
 */
export const moveCancelledEndpoint: Endpoint = {
  path: '/manage-booking/move-cancelled',
  method: 'get',
  handler: async (req) => {
    const token = req.searchParams.get('token')
    try {
      const booking = await openManagedBooking(req.payload, token, clientAddress(req.headers))
      const said = await cancelFeeCheckout(req.payload, booking.id)
      // 'refused' (paid meanwhile, the move not made) is told by its email: the page's notice for it is the demo's.
      return redirectTo(req, `${managePath(booking)}${said === 'refused' ? '' : `?move=${said}`}`)
    } catch (error) {
      req.payload.logger.warn({ msg: 'reschedule fee cancel link refused', err: String(error) })
      return redirectTo(req, '/public-classes')
    }
  },
}

export const manageBookingEndpoints: Endpoint[] = [cancelWithRefundEndpoint, cancelForCreditEndpoint, moveEndpoint, substituteEndpoint, moveCancelledEndpoint]
