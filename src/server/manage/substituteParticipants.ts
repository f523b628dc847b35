import type { Payload } from 'payload'
import { z } from 'zod'

import { HISTORY } from '@/domain/manage/historyActions'
import { checkSubstitution, substitutionRows } from '@/domain/manage/substitution'
import { fullName as nameOf, needsWaiver } from '@/domain/waivers/waiverSigning'
import { AppError } from '@/lib/errors'
import { lockBooking } from '@/server/db/bookings'

import { inTransaction } from '../transaction'
import { CUSTOMER, recordBookingEvent } from '../bookings/bookingHistory'
import { requireAction } from './manageContext'
import { openManagedBooking } from './openManagedBooking'
import { signatureFor, signaturesOf } from '../waivers/waiverSignatures'

export const substituteInput = z.object({ token: z.string().max(100), participants: substitutionRows })

type Options = { now?: Date; address?: string | null }

const fullName = (p: { firstName: string; lastName: string; ageGroup: string }) => `${p.firstName} ${p.lastName} (${p.ageGroup})`

/**
 * Until the class starts, the customer may send someone in a participant's place: new names (and, for a daughter, her
 * age group, which must stay 12-15) under the booking's row lock. The roster, attendance and CSVs read the participants,
 * so they show the new names at once. Sending the same names again changes nothing. `mustSign` names the new people
 * the waiver does not cover yet (a signature covers the person it was given for).
 */
export async function substituteParticipants(
  payload: Payload,
  input: unknown,
  { now = new Date(), address = null }: Options = {},
): Promise<{ changed: number; mustSign: string[] }> {
  const parsed = substituteInput.safeParse(input)
  if (!parsed.success) throw new AppError('INVALID_INPUT', 'Please enter a first and last name for each participant.')
  const { id } = await openManagedBooking(payload, parsed.data.token, address)
  return inTransaction(payload, async (tx) => {
    await lockBooking(tx.db, id)
    const context = await requireAction(payload, id, 'substitute', now, tx.req, 'Participants can be changed only until the class starts.')
    const { changes, problems } = checkSubstitution(context.booking.classType, context.participants, parsed.data.participants)
    if (problems.length) throw new AppError('INVALID_INPUT', problems[0], { messages: problems })
    if (changes.length === 0) return { changed: 0, mustSign: [] }
    for (const change of changes) {
      await payload.update({
        collection: 'participants',
        id: change.id,
        data: { firstName: change.firstName, lastName: change.lastName, ageGroup: change.ageGroup },
        overrideAccess: true, // system call: the holder of the booking's private link names a substitute
        req: tx.req,
      })
    }
    const before = Object.fromEntries(changes.map((c) => [c.id, fullName(context.participants.find((p) => p.id === c.id)!)]))
    const after = Object.fromEntries(changes.map((c) => [c.id, fullName(c)]))
    await recordBookingEvent(payload, id, { action: HISTORY.substituted, actor: CUSTOMER, before, after }, tx.req)
    const { booking } = context
    if (!needsWaiver(booking)) return { changed: changes.length, mustSign: [] }
    const signatures = await signaturesOf(payload, [id], { system: true, req: tx.req })
    const mustSign = changes
      .map((c) => ({ ...context.participants.find((p) => p.id === c.id)!, ...c }))
      .filter((p) => !signatureFor(p, booking.waiverVersion, signatures))
      .map(nameOf)
    return { changed: changes.length, mustSign }
  })
}
