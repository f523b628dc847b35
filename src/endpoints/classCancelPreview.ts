import type { Endpoint } from 'payload'
import { z } from 'zod'

import { hasRole } from '@/access/roles'
import { cancellationLine } from '@/domain/cms/ownerReports'
import { AppError } from '@/lib/errors'
import { requireStaff } from '@/server/auth/requireStaff'
import { cancelledCustomers } from '@/server/schedule/cancelledCustomers'

import { parseQuery } from './input'
import { endpoint } from './respond'

const previewQuery = z.object({ scheduleId: z.coerce.number({ error: 'scheduleId is required' }).int().positive('scheduleId is required') })

/**
 * GET /api/owner/class-cancel-preview?scheduleId= — before the owner cancels a class in /cms: each customer cancelling
 * it emails, what they paid and what they will be offered, one line each.
 */
export const classCancelPreviewEndpoint: Endpoint = {
  path: '/owner/class-cancel-preview',
  method: 'get',
  handler: endpoint(async (req) => {
    if (!hasRole(requireStaff(req.user), 'owner')) throw new AppError('FORBIDDEN', 'Only the owner can cancel a class here.')
    const { scheduleId } = parseQuery(req, previewQuery)
    const customers = await cancelledCustomers(req.payload, scheduleId)
    return Response.json({ lines: customers.map(cancellationLine) }, { headers: { 'Cache-Control': 'no-store' } })
  }),
}
