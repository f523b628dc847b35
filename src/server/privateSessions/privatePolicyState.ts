import { policyDepositCents, privatePolicy, privateSessionStarted, type PrivatePolicyDecision } from '@/domain/privateSessions/privatePolicy'
import { AppError } from '@/lib/errors'
import type { PrivateSession } from '@/payload-types'

/** Everything the organizer paid on a session (the deposit, or the full price taken at once). */
export const paidCentsOf = (s: PrivateSession): number => (s.depositPaidAt ? (s.depositCents ?? 0) : 0)

/** What the private policies allow on this session at `now`. */
export function policyOf(s: PrivateSession, now: Date, studio: { studioCancels?: boolean } = {}): PrivatePolicyDecision {
  const paidCents = paidCentsOf(s)
  return privatePolicy(new Date(s.startTime), { paidCents, depositCents: policyDepositCents(s.totalCents ?? 0, paidCents) }, now, { freeMove: Boolean(s.freeMoveOffered), ...studio })
}

/** A confirmed session whose start has not passed: the only one the policies' actions apply to. */
export function refuseUnlessManageable(s: PrivateSession, now: Date): void {
  if (s.status !== 'confirmed') throw new AppError('ACTION_NOT_ALLOWED', s.status === 'proposal-sent' ? 'This session is not booked yet.' : 'This session is cancelled.')
  if (privateSessionStarted(new Date(s.startTime), now)) throw new AppError('ACTION_NOT_ALLOWED', 'This session has started: it can no longer be changed online. Please contact us.')
}
