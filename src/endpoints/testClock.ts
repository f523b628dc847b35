import type { Endpoint } from 'payload'
import { z } from 'zod'

import { AppError } from '@/lib/errors'
import { clockNow, moveTestClockTo, testClockOn } from '@/server/clock/clock'
import { runDuePrivateWork } from '@/server/privateSessions/duePrivateWork'

import { parseBody } from './input'
import { endpoint } from './respond'

const advanceInput = z.object({ at: z.iso.datetime({ offset: true }) })

const refuseUnlessOn = () => {
  if (!testClockOn()) throw new AppError('NOT_FOUND', 'Not found.')
}

/**
 * The end-to-end tests' clock (E2E_TEST_CLOCK=true; off in real use, so no sign-in): read it, or move it forward to
 * `at` and run the private-session work that fell due (balances charged, reminders sent) before answering what it did.
 */
export const testClockEndpoints: Endpoint[] = [
  {
    path: '/test-clock',
    method: 'get',
    handler: endpoint(async () => {
      refuseUnlessOn()
      return Response.json({ now: clockNow().toISOString() })
    }),
  },
  {
    path: '/test-clock',
    method: 'post',
    handler: endpoint(async (req) => {
      refuseUnlessOn()
      const { at } = await parseBody(req, advanceInput)
      const now = moveTestClockTo(new Date(at))
      const balances = await runDuePrivateWork(req.payload, now)
      return Response.json({ now: now.toISOString(), balances })
    }),
  },
]
