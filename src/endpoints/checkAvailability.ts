import type { Endpoint } from 'payload'
import { z } from 'zod'

import { checkAvailability } from '@/server/availability'
import { clientAddress } from '@/server/http/clientAddress'

import { parseBody } from './input'
import { endpoint } from './respond'

const id = z.union([z.number().int().positive(), z.string().regex(/^\d{1,12}$/).transform(Number)])
const seats = z.number().int().min(1).max(100)

/** { classScheduleId, requestedSeats }; the booking pages also send requestedSpots with the same value. */
export const checkAvailabilityBody = z
  .object({ classScheduleId: id, requestedSeats: seats.optional(), requestedSpots: seats.optional() })
  .refine((body) => body.requestedSeats !== undefined || body.requestedSpots !== undefined, {
    message: 'requestedSeats is required',
    path: ['requestedSeats'],
  })
  .transform((body) => ({ scheduleId: body.classScheduleId, requestedSeats: (body.requestedSeats ?? body.requestedSpots)! }))

/**
 * POST /api/check-availability → 200 { remaining } when the seats fit, 409 { remaining } when they don't,
 * 400 for bad input, 404 for an unknown or cancelled class, 429 over the limits. Public: it reveals only a seat count.
 */
export const checkAvailabilityEndpoint: Endpoint = {
  path: '/check-availability',
  method: 'post',
  handler: endpoint(
    async (req) => {
      const input = await parseBody(req, checkAvailabilityBody)
      const { remaining, fits } = await checkAvailability(req.payload, { ...input, now: new Date(), address: clientAddress(req.headers) })
      return Response.json({ remaining }, { status: fits ? 200 : 409 })
    },
    { fallback: 'Unable to check availability', body: (refusal) => ({ error: refusal.message }) },
  ),
}
