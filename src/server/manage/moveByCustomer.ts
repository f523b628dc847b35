import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { z } from 'zod'

import { formatCents } from '@/domain/bookings/pricing'
import { HISTORY } from '@/domain/manage/historyActions'
import { moveFeeCents } from '@/domain/manage/manageActions'
import { AppError } from '@/lib/errors'

import { CUSTOMER } from '../bookings/bookingHistory'
import { lockBooking } from '@/server/db/bookings'
import { moveBookingTo, NO_ROOM } from '../moveBooking'
import { openFeeCheckout } from '../payments/moveFee'
import { stripeClient } from '../payments/stripe'
import { inTransaction } from '../transaction'
import { moveTargets, requireAction } from './manageContext'
import { openManagedBooking } from './openManagedBooking'

export const moveInput = z.object({
  token: z.string().max(100),
  toScheduleId: z.coerce.number().int().positive(),
  /** The fee the page showed (a tab left open may still say the move is free); absent: not checked. */
  expectedFeeCents: z.number().int().min(0).optional(),
})

export type MoveOutcome = { moved: true; scheduleId: number } | { moved: false; checkoutUrl: string }

type Options = { now?: Date; stripe?: Stripe | null; address?: string | null }

const feeChanged = (feeCents: number) =>
  feeCents === 0
    ? 'This move is free: the page you had open showed an older fee. Please check and confirm again.'
    : `This booking has been moved before, so this move costs ${formatCents(feeCents)}. Nothing was charged yet: please check and confirm again.`

const NOT_NOW = 'Moving to another class is available only 14 or more days before class.'

/**
 * 14 or more days before class, or out of a class the studio cancelled (free, also into a class whose registration has
 * not opened yet), the customer moves the booking to another upcoming class of the same kind with room.
 * The first move is made at once and free; each further one opens a checkout for the reschedule fee and is made when
 * that is paid (applyPaidMove). The booking keeps its number; its participants, reminder and prep link follow it and
 * the customer is emailed (the bookings collection's move hooks, which also check the seats under the class's row lock).
 */
export async function moveByCustomer(payload: Payload, input: unknown, { now = new Date(), stripe = stripeClient(), address = null }: Options = {}): Promise<MoveOutcome> {
  const parsed = moveInput.safeParse(input)
  if (!parsed.success) throw new AppError('INVALID_INPUT', 'Please choose a class to move to.')
  const { id } = await openManagedBooking(payload, parsed.data.token, address)
  const to = parsed.data.toScheduleId
  return inTransaction(payload, async (tx) => {
    await lockBooking(tx.db, id)
    const context = await requireAction(payload, id, 'move', now, tx.req, NOT_NOW)
    if (!(await moveTargets(payload, context, now)).some((o) => o.id === to)) throw new AppError('MOVE_REFUSED', NO_ROOM)
    const movesSoFar = context.booking.moveCount ?? 0
    const feeCents = moveFeeCents(movesSoFar, context.tier)
    const expected = parsed.data.expectedFeeCents
    if (expected !== undefined && expected !== feeCents) throw new AppError('MOVE_FEE_CHANGED', feeChanged(feeCents), { feeCents })
    if (context.tier === 'class-cancelled') {
      // Priority rescheduling is the studio's doing: it is free and leaves the customer's own free move unused.
      await moveBookingTo(payload, tx, context.booking, to, { moveCount: movesSoFar, note: { action: HISTORY.movedFromCancelledClass, actor: CUSTOMER } })
      return { moved: true, scheduleId: to }
    }
    if (feeCents === 0) {
      await moveBookingTo(payload, tx, context.booking, to, { moveCount: movesSoFar + 1, note: { action: HISTORY.movedFree, actor: CUSTOMER } })
      return { moved: true, scheduleId: to }
    }
    return { moved: false, checkoutUrl: await openFeeCheckout(payload, tx, context.booking, to, stripe) }
  })
}
