import { z } from 'zod'

import { DAUGHTER_AGE_GROUP, MESSAGES } from '../bookings/bookingRequest'
import { NAME_MAX_LENGTH, nameTooLong } from '../bookings/participantName'
import type { AgeGroup } from '../bookings/ageGroups'
import type { BookingKind } from '../bookings/bookingKind'

/** The manage page's substitution form: new names for the booking's participants (and a daughter's age group). */
export const substitutionRows = z
  .array(
    z.object({
      participantId: z.coerce.number().int().positive(),
      // Only a bound on the request: the name limit applies to a changed name (checkSubstitution), so a longer name
      // stored before the limit existed never blocks changing someone else.
      firstName: z.string().max(1000).transform((s) => s.trim()),
      lastName: z.string().max(1000).transform((s) => s.trim()),
      ageGroup: z.string().max(20).optional(),
    }),
  )
  .min(1, 'Please enter at least one participant.')
  .max(40)

export type SubstitutionRow = z.infer<typeof substitutionRows>[number]
export type CurrentParticipant = { id: number; firstName: string; lastName: string; ageGroup: AgeGroup; isPrimaryContact?: boolean | null }
export type Substitution = { id: number; firstName: string; lastName: string; ageGroup: AgeGroup }

/**
 * The substitutions a request asks for, checked against the booking's own rules: every row names one of its
 * participants, first and last names are required and a changed name is at most NAME_MAX_LENGTH long, adults stay 16+, a mother-daughter booking's mother stays 16+ and
 * every daughter must be 12-15. Rows that change nothing are left out. `problems` is empty when all is well.
 */
export function checkSubstitution(
  kind: BookingKind,
  current: readonly CurrentParticipant[],
  rows: readonly SubstitutionRow[],
): { changes: Substitution[]; problems: string[] } {
  const problems: string[] = []
  const changes: Substitution[] = []
  const daughterAgeMessage = kind === 'community-mother-daughter' ? MESSAGES.communityDaughterAge : MESSAGES.mdDaughterAge
  const seen = new Set<number>()
  for (const row of rows) {
    const index = current.findIndex((p) => p.id === row.participantId)
    const person = current[index]
    if (!person || seen.has(row.participantId)) {
      problems.push('These participants do not belong to this booking. Please reload the page.')
      continue
    }
    seen.add(row.participantId)
    const n = index + 1
    if (!row.firstName) problems.push(MESSAGES.participantFirstName(n))
    if (!row.lastName) problems.push(MESSAGES.participantLastName(n))
    if (row.firstName !== person.firstName && row.firstName.length > NAME_MAX_LENGTH) problems.push(nameTooLong(`Participant ${n} first name`))
    if (row.lastName !== person.lastName && row.lastName.length > NAME_MAX_LENGTH) problems.push(nameTooLong(`Participant ${n} last name`))
    const isDaughter = kind !== 'adult' && !person.isPrimaryContact
    const ageGroup = isDaughter ? (row.ageGroup?.trim() || person.ageGroup) : person.ageGroup
    if (isDaughter && ageGroup !== DAUGHTER_AGE_GROUP) problems.push(daughterAgeMessage)
    if (row.firstName !== person.firstName || row.lastName !== person.lastName || ageGroup !== person.ageGroup) {
      changes.push({ id: person.id, firstName: row.firstName, lastName: row.lastName, ageGroup: ageGroup as AgeGroup })
    }
  }
  return { changes: problems.length ? [] : changes, problems: [...new Set(problems)] }
}
