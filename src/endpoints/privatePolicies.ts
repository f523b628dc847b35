import { fromZonedTime } from 'date-fns-tz'
import type { Endpoint } from 'payload'
import { z } from 'zod'

import { formatCents } from '@/domain/bookings/pricing'
import { BUSINESS_TIME_ZONE } from '@/domain/time/pacific'
import { AppError } from '@/lib/errors'
import { requireOwner } from '@/server/auth/requireOwner'
import { stripeClient } from '@/server/payments/stripe'
import { cancelPrivateSession } from '@/server/privateSessions/cancelPrivateSession'
import { requestPrivateMove } from '@/server/privateSessions/movePrivateSession'
import { privateLink } from '@/server/privateSessions/privateLink'
import { refundsNotGoneThroughCents } from '@/server/privateSessions/privateRefunds'
import { moveForWeather, offerFreeMove } from '@/server/privateSessions/studioActions'

import { parseBody } from './input'
import { endpoint } from './respond'
import { clockNow } from '@/server/clock/clock'

const token = z.string().min(1).max(100)
const date = z.string({ error: 'Choose the new date.' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the new date.')
const time = z.string({ error: 'Choose the start time.' }).regex(/^\d{2}:\d{2}$/, 'Choose the start time.')
const sessionId = z.number().int().positive()

/** A date and start time as the person chose them, in Pacific time. */
const pacificStart = (input: { date: string; time: string }): Date => {
  const start = fromZonedTime(`${input.date}T${input.time}:00`, BUSINESS_TIME_ZONE)
  if (Number.isNaN(start.getTime())) throw new AppError('INVALID_INPUT', 'Choose the new date.')
  return start
}

const ownerInput = z.discriminatedUnion('action', [
  z.object({ action: z.literal('cancel-refund'), sessionId }),
  z.object({ action: z.literal('offer-free-move'), sessionId }),
  z.object({ action: z.literal('move-weather'), sessionId, date, time }),
])

/**
 * The private policies carried out: the organizer's cancel and move on the private link (not under
 * /api/private-sessions, the collection's own REST routes), the owner's actions in /cms.
 */
export const privatePolicyEndpoints: Endpoint[] = [
  {
    path: '/private-session-actions/cancel',
    method: 'post',
    handler: endpoint(async (req) => {
      const input = await parseBody(req, z.object({ token }))
      const session = await privateLink('organizer').sessionOrRefusal(req.payload, input.token)
      const cancelled = await cancelPrivateSession(req.payload, session.id, { by: 'organizer', now: clockNow(), stripe: stripeClient() })
      return Response.json({ message: `Your session is cancelled. What comes back: ${cancelled.refund}.` })
    }),
  },
  {
    path: '/private-session-actions/move',
    method: 'post',
    handler: endpoint(async (req) => {
      const input = await parseBody(req, z.object({ token, date, time }))
      const session = await privateLink('organizer').sessionOrRefusal(req.payload, input.token)
      return Response.json(await requestPrivateMove(req.payload, session.id, pacificStart(input), { now: clockNow(), stripe: stripeClient() }))
    }),
  },
  {
    path: '/owner/private-sessions/actions',
    method: 'post',
    handler: endpoint(async (req) => {
      requireOwner(req.user)
      const input = await parseBody(req, ownerInput)
      const now = clockNow()
      if (input.action === 'cancel-refund') {
        const { refundCents } = await cancelPrivateSession(req.payload, input.sessionId, { by: 'studio', now, stripe: stripeClient() })
        const refused = await refundsNotGoneThroughCents(req.payload, input.sessionId)
        if (refused === 0) return Response.json({ message: `Cancelled by the studio: ${formatCents(refundCents)} refunded to the organizer, who is emailed.` })
        return Response.json({
          message: `Cancelled by the studio, and the organizer is emailed: ${formatCents(refundCents - refused)} refunded; Stripe refused ${formatCents(refused)}. It is kept under 'Refunds not gone through yet' and asked again automatically; 'Retry refund now' asks at once.`,
        })
      }
      if (input.action === 'offer-free-move') {
        await offerFreeMove(req.payload, input.sessionId, now)
        return Response.json({ message: 'A free move is offered: the organizer is emailed to choose a new date on their page.' })
      }
      await moveForWeather(req.payload, input.sessionId, pacificStart(input), now)
      return Response.json({ message: 'Moved for the weather, free; the organizer is emailed the new date.' })
    }),
  },
]
