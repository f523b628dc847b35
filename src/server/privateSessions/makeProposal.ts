import { fromZonedTime } from 'date-fns-tz'
import type { Payload } from 'payload'
import { z } from 'zod'

import { MEETING_KINDS, PRICINGS, PRIVATE_PROGRAMS } from '@/domain/privateSessions/privateSession'
import { PER_PERSON_DEFAULT_FROM } from '@/domain/privateSessions/privatePrice'
import { BUSINESS_TIME_ZONE } from '@/domain/time/pacific'
import { AppError } from '@/lib/errors'
import type { PrivateSession, User } from '@/payload-types'

const pacificLocal = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Enter the date and time.')

export const proposalInput = z.object({
  inquiryId: z.number().int().positive(),
  program: z.enum(PRIVATE_PROGRAMS),
  start: pacificLocal,
  end: pacificLocal,
  meetingKind: z.enum(MEETING_KINDS),
  meetingAddress: z.string().trim().min(1, 'Enter where we meet.').max(300),
  instructorId: z.number({ error: 'Choose the instructor.' }).int().positive('Choose the instructor.'),
  participants: z.number().int().min(1, 'Enter the expected participants.').max(500),
  pricing: z.enum(PRICINGS),
  /** Empty: per person at the public class rate (the default for 4+ people). */
  priceCents: z.number().int().min(0).nullable(),
  openDays: z.number().int().min(1).max(60),
})
export type ProposalInput = z.infer<typeof proposalInput>

/** The public class rate per person: the adult & teen class's price (the lowest, when there are several). */
async function publicRateCents(payload: Payload): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'classes',
    where: { and: [{ type: { equals: 'public-adult-teen' } }, { isActive: { equals: true } }, { priceCents: { exists: true } }] },
    sort: 'priceCents',
    limit: 1,
    depth: 0,
    overrideAccess: true, // system read: a public price
  })
  return docs[0]?.priceCents ?? null
}

/**
 * The owner's 'Make a proposal' on an inquiry: a proposal for the inquiry's organizer, sent on creation (the
 * collection's hooks check the instructor's calendar and email the private link). Answers the new proposal.
 */
export async function makeProposal(payload: Payload, user: User, input: ProposalInput, now: Date): Promise<PrivateSession> {
  const inquiry = await payload.findByID({ collection: 'form-submissions', id: input.inquiryId, depth: 0, user, overrideAccess: false })
  let { pricing, priceCents } = input
  if (priceCents == null) {
    if (input.participants < PER_PERSON_DEFAULT_FROM) throw new AppError('INVALID_INPUT', 'Enter the price.', { field: 'priceCents' })
    const rate = await publicRateCents(payload)
    if (rate == null) throw new AppError('INVALID_INPUT', 'There is no public class rate to use: enter the price.', { field: 'priceCents' })
    pricing = 'per-person'
    priceCents = rate
  }
  const zone = BUSINESS_TIME_ZONE
  return payload.create({
    collection: 'private-sessions',
    data: {
      status: 'proposal-sent',
      inquiry: inquiry.id,
      program: input.program,
      startTime: fromZonedTime(`${input.start}:00`, zone).toISOString(),
      startTime_tz: zone,
      endTime: fromZonedTime(`${input.end}:00`, zone).toISOString(),
      endTime_tz: zone,
      meetingKind: input.meetingKind,
      meetingAddress: input.meetingAddress,
      instructor: input.instructorId,
      participants: input.participants,
      pricing,
      priceCents,
      openUntil: new Date(now.getTime() + input.openDays * 24 * 3_600_000).toISOString(),
      openUntil_tz: zone,
      organizerName: `${inquiry.firstName} ${inquiry.lastName}`,
      organizerEmail: inquiry.email,
      organizerPhone: inquiry.phone,
      organization: inquiry.organization,
    },
    user,
    overrideAccess: false,
  })
}
