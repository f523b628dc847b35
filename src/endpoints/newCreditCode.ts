import type { Endpoint } from 'payload'
import { z } from 'zod'

import { hasRole } from '@/access/roles'
import { AppError } from '@/lib/errors'
import { requireStaff } from '@/server/auth/requireStaff'
import { staffNameOf } from '@/server/bookings/bookingHistory'
import { emailNewCreditCode } from '@/server/credits/emailNewCreditCode'

import { parseBody } from './input'
import { endpoint } from './respond'

const newCodeRequest = z.object({ creditId: z.number({ error: 'creditId is required' }).int().positive('creditId is required') })

/** The owner's 'Email a new code' on a class credit or gift certificate in /cms (its holder lost the code). */
export const newCreditCodeEndpoint: Endpoint = {
  path: '/owner/new-credit-code',
  method: 'post',
  handler: endpoint(async (req) => {
    const user = requireStaff(req.user)
    if (!hasRole(user, 'owner')) throw new AppError('FORBIDDEN', 'Only the owner can email a new code.')
    const { creditId } = await parseBody(req, newCodeRequest)
    return Response.json({ message: await emailNewCreditCode(req.payload, creditId, staffNameOf(user)) })
  }),
}
