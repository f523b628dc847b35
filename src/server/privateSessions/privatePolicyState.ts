import { privateSessionStarted } from '@/domain/privateSessions/privatePolicy'
import { AppError } from '@/lib/errors'
import type { PrivateSession } from '@/payload-types'

/** A confirmed session whose start has not passed: the only one the policies' actions apply to. */
export function refuseUnlessManageable(s: PrivateSession, now: Date): void {
  if (s.status !== 'confirmed') throw new AppError('ACTION_NOT_ALLOWED', s.status === 'proposal-sent' ? 'This session is not booked yet.' : 'This session is cancelled.')
  if (privateSessionStarted(new Date(s.startTime), now)) throw new AppError('ACTION_NOT_ALLOWED', 'This session has started: it can no longer be changed online. Please contact us.')
}
