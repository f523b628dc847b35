import type { Endpoint } from 'payload'
import { z } from 'zod'

import { requireOwner } from '@/server/auth/requireOwner'
import { clientAddress } from '@/server/http/clientAddress'
import { stripeClient } from '@/server/payments/stripe'
import { makeProposal, proposalInput } from '@/server/privateSessions/makeProposal'
import { countDepositCodes, previewDepositPromo } from '@/server/privateSessions/depositCodes'
import { openDepositCheckout } from '@/server/privateSessions/payDeposit'
import { privateLink } from '@/server/privateSessions/privateLink'
import type { User } from '@/payload-types'

import { parseBody } from './input'
import { endpoint } from './respond'
import { clockNow } from '@/server/clock/clock'

const code = z.string().trim().max(60).optional()
const depositInput = z.object({ token: z.string().min(1).max(100), accepted: z.boolean(), promoCode: code, creditCode: code })
const promoPreviewInput = z.object({ token: z.string().min(1).max(100), promoCode: z.string().trim().min(1, 'Please enter a promo code.').max(60) })

/**
 * The owner's 'Make a proposal' on an inquiry in /cms; the organizer's 'Pay the deposit' (with a promo code and/or a
 * gift certificate or class credit code) and the promo code's 'Apply' on the proposal page.
 */
export const privateSessionEndpoints: Endpoint[] = [
  {
    path: '/owner/private-proposals',
    method: 'post',
    handler: endpoint(async (req) => {
      const owner = requireOwner(req.user)
      const input = await parseBody(req, proposalInput)
      const proposal = await makeProposal(req.payload, owner as User, input, clockNow())
      return Response.json({ id: proposal.id, message: `Proposal sent to ${proposal.organizerEmail}.` })
    }),
  },
  {
    path: '/private-deposit',
    method: 'post',
    handler: endpoint(async (req) => {
      const { token, accepted, promoCode, creditCode } = await parseBody(req, depositInput)
      const codes = { promoCode: promoCode || null, creditCode: creditCode || null }
      if (codes.promoCode || codes.creditCode) await countDepositCodes(req.payload, codes, (await privateLink('organizer').sessionOrRefusal(req.payload, token)).organizerEmail, clientAddress(req.headers))
      const redirectTo = await openDepositCheckout(req.payload, token, { accepted, now: clockNow(), stripe: stripeClient(), codes })
      return Response.json({ redirectTo })
    }),
  },
  {
    path: '/private-deposit/promo',
    method: 'post',
    handler: endpoint(async (req) => {
      const { token, promoCode } = await parseBody(req, promoPreviewInput)
      return Response.json(await previewDepositPromo(req.payload, await privateLink('organizer').sessionOrRefusal(req.payload, token), promoCode, { now: clockNow(), address: clientAddress(req.headers) }))
    }),
  },
]
