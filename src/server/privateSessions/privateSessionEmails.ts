import { createEvent } from 'ics'
import type { Payload } from 'payload'

import { icsAttributes } from '@/domain/bookings/calendar'
import { creditNoun } from '@/domain/credits/classCredit'
import { type DepositCodesPaid, privateConfirmationEmail, privateProposalEmail, type PrivateSessionEmailData } from '@/domain/email/privateSessionEmails'
import { promoRowOf } from '@/domain/promos/promoCode'
import { MEETING_KIND_LABELS, PRIVATE_PROGRAM_LABELS } from '@/domain/privateSessions/privateSession'
import type { PrivateSession } from '@/payload-types'

import { businessContact } from '../email/businessContact'
import { queueEmail } from '../email/outbox'
import type { InRequest } from '../transaction'
import { privateLink } from './privateLink'

export const whereWeMeet = (s: Pick<PrivateSession, 'meetingKind' | 'meetingAddress'>): string => `${s.meetingAddress} (${MEETING_KIND_LABELS[s.meetingKind]})`

/** The facts every private session email is made of. */
export async function emailData(payload: Payload, s: PrivateSession): Promise<PrivateSessionEmailData> {
  if (!s.tokenNonce) throw new Error(`Private session ${s.id} has no private link`)
  return {
    program: s.program,
    organizerName: s.organizerName,
    start: new Date(s.startTime),
    end: new Date(s.endTime),
    where: whereWeMeet(s),
    participants: s.participants,
    totalCents: s.totalCents ?? 0,
    link: privateLink('organizer').url(s.tokenNonce),
    business: await businessContact(payload),
  }
}

/** The session as a calendar file (one UID per session, so a calendar updates the event when it moves). */
export function privateSessionIcs(s: PrivateSession, data: PrivateSessionEmailData): string | undefined {
  return createEvent(icsAttributes({ title: PRIVATE_PROGRAM_LABELS[s.program], start: data.start, end: data.end, location: s.meetingAddress, details: `Your session: ${data.link}` }, `private-${s.id}@swsd`)).value ?? undefined
}

/** The proposal's email to the organizer, once per proposal. `session` must be read with its hidden fields. */
export async function queueProposalEmail(payload: Payload, s: PrivateSession, req?: InRequest): Promise<void> {
  await queueEmail(payload, { kind: 'private-proposal', to: s.organizerEmail, ...privateProposalEmail(await emailData(payload, s), new Date(s.openUntil)), dedupeKey: `private-proposal:${s.id}` }, req)
}

/** What the session's codes did, as its confirmation says it. */
async function depositCodesPaid(payload: Payload, s: PrivateSession): Promise<DepositCodesPaid> {
  const promoId = typeof s.promoCode === 'object' ? s.promoCode?.id : s.promoCode
  const creditId = typeof s.classCredit === 'object' ? s.classCredit?.id : s.classCredit
  // System reads: the code and the kind of credit this session's organizer used.
  const promo = promoId ? await payload.findByID({ collection: 'promo-codes', id: promoId, depth: 0, overrideAccess: true, disableErrors: true }) : null
  const credit = creditId && (s.creditCents ?? 0) > 0 ? await payload.findByID({ collection: 'class-credits', id: creditId, depth: 0, overrideAccess: true, disableErrors: true }) : null
  return {
    promo: promoRowOf({ promoCode: promo, discountCents: s.discountCents }),
    credit: credit ? { cents: s.creditCents ?? 0, noun: creditNoun(credit.kind) } : null,
  }
}

/** The confirmation to the organizer, with the session as a calendar file; once per session however often it runs. */
export async function queuePrivateConfirmationEmail(payload: Payload, s: PrivateSession, req?: InRequest): Promise<void> {
  const data = await emailData(payload, s)
  const value = privateSessionIcs(s, data)
  const paid = { paidCents: s.depositCents ?? 0, balanceCents: s.balanceCents ?? 0, balanceDueAt: new Date(s.balanceDueAt ?? s.startTime) }
  await queueEmail(
    payload,
    {
      kind: 'private-confirmation',
      to: s.organizerEmail,
      ...privateConfirmationEmail(data, paid, await depositCodesPaid(payload, s)),
      dedupeKey: `private-confirmation:${s.id}`,
      ...(value ? { attachments: [{ filename: 'session.ics', contentType: 'text/calendar; charset=utf-8', content: value }] } : {}),
    },
    req,
  )
}
