import type { Endpoint } from 'payload'
import { z } from 'zod'

import { statusOfProviderEvent } from '@/domain/email/status'
import { isValidSvixSignature } from '@/domain/email/svixSignature'
import { env } from '@/lib/env'
import { advanceEmailStatus } from '@/server/email/outbox'

import { endpoint } from './respond'

const eventSchema = z.object({
  type: z.string(),
  created_at: z.string().optional(),
  data: z.object({ email_id: z.string().min(1) }),
})

/**
 * POST /api/webhooks/email — Resend's delivery events, signed the Svix way. An unsigned, forged or stale event is a
 * 401 and changes nothing; a valid one moves the email's status forward only (see advanceEmailStatus).
 */
export const emailWebhookEndpoint: Endpoint = {
  path: '/webhooks/email',
  method: 'post',
  handler: endpoint(
    async (req) => {
      const secret = env.RESEND_WEBHOOK_SECRET
      if (!secret) return Response.json({ error: 'Email webhooks are not configured' }, { status: 404 })
      const raw = await req.text!()
      const headers = { id: req.headers.get('svix-id'), timestamp: req.headers.get('svix-timestamp'), signature: req.headers.get('svix-signature') }
      if (!isValidSvixSignature(secret, headers, raw)) {
        req.payload.logger.warn({ msg: 'email webhook refused: missing, bad or stale signature', svixId: headers.id })
        return Response.json({ error: 'Invalid signature' }, { status: 401 })
      }
      let event
      try {
        event = eventSchema.parse(JSON.parse(raw))
      } catch {
        return Response.json({ error: 'Not an email event' }, { status: 400 })
      }
      const status = statusOfProviderEvent(event.type)
      if (!status) return Response.json({ received: true, ignored: event.type })
      const at = event.created_at && !Number.isNaN(Date.parse(event.created_at)) ? new Date(event.created_at) : new Date()
      const moved = await advanceEmailStatus(req.payload, { providerMessageId: event.data.email_id }, status, at)
      return Response.json({ received: true, moved })
    },
    // A 5xx makes Resend deliver the event again later; applying it twice changes nothing.
    { fallback: 'Webhook handling failed' },
  ),
}
