import type { Endpoint } from 'payload'
import { z } from 'zod'

import { requireOwner } from '@/server/auth/requireOwner'
import { stripeClient } from '@/server/payments/stripe'
import { makeProposal, proposalInput } from '@/server/privateSessions/makeProposal'
import { openDepositCheckout } from '@/server/privateSessions/payDeposit'
import type { User } from '@/payload-types'

import { parseBody } from './input'
import { endpoint } from './respond'

const depositInput = z.object({ token: z.string().min(1).max(100), accepted: z.boolean() })

/** The owner's 'Make a proposal' on an inquiry in /cms; the organizer's 'Pay the deposit' on the proposal page. */
export const privateSessionEndpoints: Endpoint[] = [
  {
    path: '/owner/private-proposals',
    method: 'post',
    handler: endpoint(async (req) => {
      const owner = requireOwner(req.user)
      const input = await parseBody(req, proposalInput)
      const proposal = await makeProposal(req.payload, owner as User, input, new Date())
      return Response.json({ id: proposal.id, message: `Proposal sent to ${proposal.organizerEmail}.` })
    }),
  },
  {
    path: '/private-deposit',
    method: 'post',
    handler: endpoint(async (req) => {
      const { token, accepted } = await parseBody(req, depositInput)
      const redirectTo = await openDepositCheckout(req.payload, token, { accepted, now: new Date(), stripe: stripeClient() })
      return Response.json({ redirectTo })
    }),
  },
]
