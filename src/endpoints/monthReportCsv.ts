import type { Endpoint } from 'payload'
import { z } from 'zod'

import { hasRole } from '@/access/roles'
import { monthReportCsv, monthReportCsvName } from '@/domain/reports/monthReport'
import { namedMonth } from '@/domain/reports/periods'
import { AppError } from '@/lib/errors'
import { requireStaff } from '@/server/auth/requireStaff'
import { monthReport } from '@/server/reports/monthReport'
import { privateRevenue } from '@/server/reports/privateRevenue'

import { csvResponse } from './csvResponse'
import { parseQuery } from './input'
import { endpoint } from './respond'

const reportRequest = z.object({
  month: z
    .string({ error: 'month is required' })
    .transform((month, ctx) => {
      const period = namedMonth(month)
      if (period) return { month, period }
      ctx.addIssue({ code: 'custom', message: 'month must be YYYY-MM, e.g. 2026-11' })
      return z.NEVER
    }),
})

/** The owner's month report as a spreadsheet (/cms Reports' download): one row per class, per class type and the month's total. */
export const monthReportCsvEndpoint: Endpoint = {
  path: '/owner/month-report.csv',
  method: 'get',
  handler: endpoint(async (req) => {
    if (!hasRole(requireStaff(req.user), 'owner')) throw new AppError('FORBIDDEN', 'Only the owner can download reports.')
    const { month, period } = parseQuery(req, reportRequest).month
    const [{ classes, totals }, privates] = await Promise.all([monthReport(req.payload, period), privateRevenue(req.payload, period, new Date())])
    return csvResponse(monthReportCsv(month, classes, totals.gifts, privates), monthReportCsvName(month))
  }),
}
