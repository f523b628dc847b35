import type { Endpoint } from 'payload'
import { z } from 'zod'

import { dollarsToCents } from '@/domain/admin/ownerBookingActions'
import { requireOwner } from '@/server/auth/requireOwner'
import { creditByOwner } from '@/server/owner/creditByOwner'
import { refundByOwner } from '@/server/owner/refundByOwner'
import { resendConfirmation } from '@/server/owner/resendConfirmation'

import { parseBody } from './input'
import { endpoint } from './respond'

const bookingId = z.number({ error: 'bookingId is required' }).int().positive('bookingId is required')
const amount = z
  .string({ error: 'Enter the amount to refund, in dollars' })
  .transform((text, ctx) => {
    const cents = dollarsToCents(text)
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: 'custom', message: 'Enter the amount to refund in dollars and cents, for example 40 or 40.50.' })
      return z.NEVER
    }
    return cents
  })

const request = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('refund-full'), bookingId }),
    z.object({ action: z.literal('refund-part'), bookingId, amount }),
    z.object({ action: z.literal('credit'), bookingId }),
    z.object({ action: z.literal('resend-confirmation'), bookingId }),
  ],
  { error: 'Unknown action' },
)

/**
 * POST /api/owner/booking-actions — { action, bookingId, amount? }: the owner's actions on a booking in /cms (cancel
 * and refund in full or part, cancel for a class credit, resend the confirmation). Owners only: 401 signed out, 403
 * for an instructor. Answers { status, message, ... } where message says what happened.
 */
export const ownerBookingActionsEndpoint: Endpoint = {
  path: '/owner/booking-actions',
  method: 'post',
  handler: endpoint(
    async (req) => {
      const owner = requireOwner(req.user)
      const input = await parseBody(req, request)
      const result =
        input.action === 'refund-full'
          ? await refundByOwner(req.payload, input.bookingId, owner)
          : input.action === 'refund-part'
            ? await refundByOwner(req.payload, input.bookingId, owner, { amountCents: input.amount })
            : input.action === 'credit'
              ? await creditByOwner(req.payload, input.bookingId, owner)
              : await resendConfirmation(req.payload, input.bookingId, owner)
      return Response.json(result, { headers: { 'Cache-Control': 'no-store' } })
    },
    { fallback: 'The action could not be completed. Nothing was changed unless the booking says so.' },
  ),
}
