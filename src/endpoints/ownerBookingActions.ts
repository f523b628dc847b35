import type { Endpoint } from 'payload'
import { z } from 'zod'

import { dollarsToCents, REASON_MAX_LENGTH, REASON_REQUIRED } from '@/domain/cms/ownerBookingActions'
import { requireOwner } from '@/server/auth/requireOwner'
import { creditByOwner } from '@/server/owner/creditByOwner'
import { goodwillByOwner } from '@/server/owner/goodwillByOwner'
import { moveByOwner, ownerMoveTargets } from '@/server/owner/moveByOwner'
import { refundByOwner } from '@/server/owner/refundByOwner'
import { refundPartKeepingBooking } from '@/server/owner/refundPartKeepingBooking'
import { resendConfirmation } from '@/server/owner/resendConfirmation'

import { parseBody, parseQuery } from './input'
import { endpoint } from './respond'

const bookingId = z.coerce.number({ error: 'bookingId is required' }).int().positive('bookingId is required')
const amount = z
  .string({ error: 'Enter the amount, in dollars' })
  .transform((text, ctx) => {
    const cents = dollarsToCents(text)
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: 'custom', message: 'Enter the amount in dollars and cents, for example 40 or 40.50.' })
      return z.NEVER
    }
    return cents
  })
const reason = z.string({ error: REASON_REQUIRED }).trim().min(1, REASON_REQUIRED).max(REASON_MAX_LENGTH, `Keep the reason under ${REASON_MAX_LENGTH} characters.`)

const request = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('refund-full'), bookingId, reason }),
    z.object({ action: z.literal('refund-part'), bookingId, amount, reason }),
    z.object({ action: z.literal('refund-part-keep'), bookingId, amount, reason, requestId: z.string({ error: 'requestId is required' }).regex(/^[\w-]{8,64}$/, 'requestId is required') }),
    z.object({ action: z.literal('cancel'), bookingId, reason }),
    z.object({ action: z.literal('credit'), bookingId, reason }),
    z.object({ action: z.literal('goodwill-credit'), bookingId, amount, reason }),
    z.object({ action: z.literal('move'), bookingId, toScheduleId: z.number({ error: 'Choose the class to move to.' }).int().positive('Choose the class to move to.') }),
    z.object({ action: z.literal('resend-confirmation'), bookingId }),
  ],
  { error: 'Unknown action' },
)

const noStore = { 'Cache-Control': 'no-store' }

/**
 * POST /api/owner/booking-actions — { action, bookingId, amount?, reason?, toScheduleId? }: the owner's actions on a
 * booking in /cms (cancel and refund in full or part, refund part and keep the booking, cancel with nothing to refund, cancel for a class credit, a
 * goodwill credit, move, resend the confirmation). Owners only: 401 signed out, 403 for an instructor. Answers
 * { status, message, ... } where message says what happened.
 */
export const ownerBookingActionsEndpoint: Endpoint = {
  path: '/owner/booking-actions',
  method: 'post',
  handler: endpoint(
    async (req) => {
      const owner = requireOwner(req.user)
      const input = await parseBody(req, request)
      const { payload } = req
      const result =
        input.action === 'refund-full' || input.action === 'cancel'
          ? await refundByOwner(payload, input.bookingId, owner, { reason: input.reason })
          : input.action === 'refund-part'
            ? await refundByOwner(payload, input.bookingId, owner, { amountCents: input.amount, reason: input.reason })
            : input.action === 'refund-part-keep'
              ? await refundPartKeepingBooking(payload, input.bookingId, owner, { amountCents: input.amount, reason: input.reason, requestId: input.requestId })
              : input.action === 'credit'
                ? await creditByOwner(payload, input.bookingId, owner, { reason: input.reason })
                : input.action === 'goodwill-credit'
                  ? await goodwillByOwner(payload, input.bookingId, owner, { amountCents: input.amount, reason: input.reason })
                  : input.action === 'move'
                    ? await moveByOwner(payload, input.bookingId, owner, input.toScheduleId)
                    : await resendConfirmation(payload, input.bookingId, owner)
      return Response.json(result, { headers: noStore })
    },
    { fallback: 'The action could not be completed. Nothing was changed unless the booking says so.' },
  ),
}

/** GET /api/owner/booking-move-targets?bookingId= — the classes the owner's move picker offers: { targets: [{ id, label }] }. */
export const ownerMoveTargetsEndpoint: Endpoint = {
  path: '/owner/booking-move-targets',
  method: 'get',
  handler: endpoint(async (req) => {
    requireOwner(req.user)
    const query = parseQuery(req, z.object({ bookingId }))
    return Response.json({ targets: await ownerMoveTargets(req.payload, query.bookingId) }, { headers: noStore })
  }),
}
