import type { Endpoint } from 'payload'
import { z } from 'zod'

import { stripeClient } from '@/server/payments/stripe'
import { openBalanceCheckout } from '@/server/privateSessions/payBalanceByLink'

import { parseBody } from './input'
import { endpoint } from './respond'
import { clockNow } from '@/server/clock/clock'

const balanceInput = z.object({ token: z.string().min(1).max(100) })

/** The organizer's 'Pay the balance' on their private session page, after the saved card was declined. */
export const privateBalanceEndpoint: Endpoint = {
  path: '/private-balance',
  method: 'post',
  handler: endpoint(async (req) => {
    const { token } = await parseBody(req, balanceInput)
    return Response.json({ redirectTo: await openBalanceCheckout(req.payload, token, { now: clockNow(), stripe: stripeClient() }) })
  }),
}
