import type { Endpoint } from 'payload'
import { z } from 'zod'

import { hasRole } from '@/access/roles'
import { AppError } from '@/lib/errors'
import { requireStaff } from '@/server/auth/requireStaff'
import { staffNameOf } from '@/server/bookings/bookingHistory'
import { cashOutCredit } from '@/server/credits/cashOutCredit'

import { parseBody } from './input'
import { endpoint } from './respond'

const cashOutRequest = z.object({ creditId: z.number({ error: 'creditId is required' }).int().positive('creditId is required') })

/** The owner's 'Pay out the balance in cash' on a gift certificate in /cms. */
export const cashOutCreditEndpoint: Endpoint = {
  path: '/owner/cash-out-credit',
  method: 'post',
  handler: endpoint(async (req) => {
    const user = requireStaff(req.user)
    if (!hasRole(user, 'owner')) throw new AppError('FORBIDDEN', 'Only the owner can pay out a balance.')
    const { creditId } = await parseBody(req, cashOutRequest)
    return Response.json({ message: await cashOutCredit(req.payload, creditId, staffNameOf(user)) })
  }),
}
