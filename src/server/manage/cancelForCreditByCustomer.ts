import type { Payload } from 'payload'

import { HISTORY } from '@/domain/manage/historyActions'
import type { ManageTier } from '@/domain/manage/manageActions'
import { AppError } from '@/lib/errors'

import { CUSTOMER } from '../bookings/bookingHistory'
import { cancelBookingForCredit, CREDIT_REFUSALS, type IssuedClassCredit } from '../credits/cancelBookingForCredit'
import { INVALID_LINK, loadManageContext } from './manageContext'
import { openManagedBooking } from './openManagedBooking'

/** Why the manage page offers no class credit in each tier that has none. */
const REFUSAL_BY_TIER: Record<Exclude<ManageTier, 'class-credit'>, string> = {
  'full-refund-or-move': CREDIT_REFUSALS.tooEarly,
  'no-refund': CREDIT_REFUSALS.tooLate,
  started: CREDIT_REFUSALS.tooLate,
  organizer: CREDIT_REFUSALS.organizer,
  'class-cancelled': CREDIT_REFUSALS.classCancelled,
  inactive: CREDIT_REFUSALS.notConfirmed,
}

/**
 * 3 to 13 days before class: the holder of the booking's private link cancels it for a class credit of what was paid.
 * The code is also emailed.
 */
export async function cancelForCredit(payload: Payload, token: unknown, { now = new Date(), address = null }: { now?: Date; address?: string | null } = {}) {
  const { id } = await openManagedBooking(payload, token, address)
  const credit = await cancelForCreditByCustomer(payload, id, now)
  return { status: 'cancelled' as const, credit: { code: credit.code, amountCents: credit.amountCents, expiresAt: credit.expiresAt } }
}

/**
 * The customer's cancellation for a credit: allowed only when the booking's manage page offers it now (the tier, its
 * host, a class the studio cancelled), asked under the booking's row lock as every manage action does.
 */
export function cancelForCreditByCustomer(payload: Payload, bookingId: number, now = new Date()): Promise<IssuedClassCredit> {
  return cancelBookingForCredit(payload, bookingId, {
    actor: { type: 'customer' },
    now,
    note: { action: HISTORY.cancelledForCredit, actor: CUSTOMER },
    allowed: async (tx) => {
      const context = await loadManageContext(payload, bookingId, now, tx.req)
      if (!context) throw new AppError('MANAGE_LINK_INVALID', INVALID_LINK)
      if (context.tier !== 'class-credit' || !context.actions.includes('cancel-credit')) {
        const refusal = context.tier === 'class-credit' ? CREDIT_REFUSALS.notConfirmed : REFUSAL_BY_TIER[context.tier]
        throw new AppError('CREDIT_NOT_OFFERED', refusal, { bookingId, tier: context.tier })
      }
    },
  })
}
