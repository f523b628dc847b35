import { PUBLIC_POLICY, publicCancellationTier, type PublicTier } from '../policies/cancellation'
import { type CardAction, isOwnClass } from '../schedule/cardAction'
import type { BookingStatus } from '../bookings/bookingStatus'

export type ManageAction = 'cancel-refund' | 'move' | 'cancel-credit' | 'substitute'

/** What the manage page says applies: a policy tier, the host's own rules, or nothing left to do. */
export type ManageTier = PublicTier | 'organizer' | 'class-cancelled' | 'started' | 'inactive'

export type ManageState = {
  status: BookingStatus
  /** Imported from a partner, or a class a city or organizer hosts: their rules, not ours. */
  hostedByPartner: boolean
  classCancelled: boolean
  /** When the class starts; null when unknown. */
  start: Date | null
}

const CLASS_CANCELLED_ACTIONS: ManageAction[] = ['cancel-refund', 'move']

const TIER_ACTIONS: Record<PublicTier, ManageAction[]> = {
  'full-refund-or-move': ['cancel-refund', 'move', 'substitute'],
  'class-credit': ['cancel-credit', 'substitute'],
  // Substitutions are allowed at any time until the start (public class policies, 'Substitutions').
  'no-refund': ['substitute'],
}

/**
 * The tier that applies to a booking at `now` and the only actions its manage page offers (and its endpoints accept):
 * a confirmed booking of our own class that has not started; the tier decides the rest.
 */
export function manageOptions(state: ManageState, now: Date): { tier: ManageTier; actions: ManageAction[] } {
  if (state.hostedByPartner) return { tier: 'organizer', actions: [] }
  // The studio cancelled the class: 'refund or priority rescheduling', whatever the days left, until the customer chooses.
  if (state.classCancelled) return state.status === 'confirmed' ? { tier: 'class-cancelled', actions: CLASS_CANCELLED_ACTIONS } : { tier: 'inactive', actions: [] }
  if (!state.start || state.start.getTime() <= now.getTime()) return { tier: 'started', actions: [] }
  if (state.status !== 'confirmed') return { tier: 'inactive', actions: [] }
  const tier = publicCancellationTier(state.start, now)
  return { tier, actions: TIER_ACTIONS[tier] }
}

export const MOVE_FEE_CENTS = PUBLIC_POLICY.extraRescheduleFeeDollars * 100

/** The first move is free; each one after it costs the reschedule fee. A move out of a class the studio cancelled is free. */
export const moveFeeCents = (movesSoFar: number, tier?: ManageTier): number => (movesSoFar === 0 || tier === 'class-cancelled' ? 0 : MOVE_FEE_CENTS)

/**
 * Whether a booking may move into a class whose card shows `action`: one open for registration, or, out of a class the
 * studio cancelled ('priority rescheduling'), also one whose registration has not opened yet.
 */
export const acceptsMove = (action: CardAction['kind'], tier: ManageTier): boolean =>
  action === 'register' || (tier === 'class-cancelled' && action === 'opens-later')

/**
 * A booking whose class a city or another organizer hosts, or that was imported from a partner's list: the host's
 * refund and cancellation rules apply (public class policies, 'City-hosted classes'). Community classes are the
 * organizer's; a public class is ours when it is booked here and its partner is the business itself.
 */
export function isHostedByPartner(
  booking: { source: 'website' | 'import'; classType: string },
  klass: { bookingMethod: string; partnerOrganization: string | null },
  businessName: string,
): boolean {
  if (booking.source === 'import' || booking.classType === 'community-mother-daughter') return true
  return klass.bookingMethod !== 'swsd website' || !isOwnClass(klass.partnerOrganization, businessName)
}
