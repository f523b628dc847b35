import type { Endpoint } from 'payload'
import { z } from 'zod'

import { clientAddress } from '@/server/http/clientAddress'
import { countManageLookup } from '@/server/bookings/manageToken'
import { AppError } from '@/lib/errors'
import { poNumberInput, setPoNumber } from '@/server/privateSessions/setPoNumber'

import { parseBody } from './input'
import { endpoint } from './respond'
import { clockNow } from '@/server/clock/clock'

const input = poNumberInput.extend({ token: z.string().min(1).max(100) })

/** POST /api/private-po-number { token, poNumber } — the organizer of a workplace session sets its PO number before paying. */
export const privatePoNumberEndpoint: Endpoint = {
  path: '/private-po-number',
  method: 'post',
  handler: endpoint(async (req) => {
    const { token, poNumber } = await parseBody(req, input)
    if (!(await countManageLookup(req.payload, token, { address: clientAddress(req.headers) }))) throw new AppError('NOT_FOUND', 'This link is not valid.')
    return Response.json({ message: await setPoNumber(req.payload, token, poNumber, clockNow()) })
  }),
}
