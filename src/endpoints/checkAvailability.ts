import type { Endpoint } from 'payload'
import { z } from 'zod'

import { AppError } from '@/lib/errors'
import { checkAvailability } from '@/server/availability'
import { clientAddress } from '@/server/http/clientAddress'

import { outageResponse } from './outage'
import { retryAfterHeaders } from './respond'

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
  handler: async (req) => {
    let raw: unknown
    try {
      raw = await req.json?.()
    } catch {
      return Response.json({ error: 'The request body must be JSON.' }, { status: 400 })
    }
    const parsed = checkAvailabilityBody.safeParse(raw)
    if (!parsed.success) {
      return Response.json({ error: 'Invalid request', issues: z.flattenError(parsed.error).fieldErrors }, { status: 400 })
    }
    try {
      const address = clientAddress(req.headers)
      const { remaining, fits } = await checkAvailability(req.payload, { ...parsed.data, now: new Date(), address })
      return Response.json({ remaining }, { status: fits ? 200 : 409 })
    } catch (error) {
      if (error instanceof AppError && error.code === 'SCHEDULE_NOT_FOUND') {
        return Response.json({ error: 'Class not found' }, { status: 404 })
      }
      if (error instanceof AppError && error.code === 'RATE_LIMITED') {
        return Response.json({ error: error.message }, { status: 429, headers: retryAfterHeaders(error) })
      }
      const outage = outageResponse(req.payload, error, { endpoint: 'check-availability' })
      if (outage) return outage
      req.payload.logger.error({ err: error, body: parsed.data }, 'check-availability failed')
      return Response.json({ error: 'Unable to check availability' }, { status: 500 })
    }
  },
}
