/** How a signer stands to the participant: the participant signs for themself, a parent or guardian for a minor. */
export const GUARDIAN_RELATIONSHIPS = ['Mother', 'Father', 'Legal guardian'] as const
export const SELF = 'Self'
export type Relationship = typeof SELF | (typeof GUARDIAN_RELATIONSHIPS)[number]

type Person = { firstName: string; lastName: string; ageGroup: string }

/** Who signs for a participant: an adult (16+) for themself; a daughter or a teen under 16 through a parent or guardian. */
export const signsAs = (participant: Pick<Person, 'ageGroup'>): 'self' | 'guardian' => (participant.ageGroup === '16+' ? 'self' : 'guardian')

const normalized = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()

export const fullName = (p: Pick<Person, 'firstName' | 'lastName'>): string => `${p.firstName} ${p.lastName}`.trim().replace(/\s+/g, ' ')

export type SignatureInput = {
  signerName: string
  relationship: string
  /** YYYY-MM-DD as the signer dated it. */
  signedDate: string
  typedSignature: string
  agreed: boolean
}

/**
 * What stands between a signature and a valid record, in the signer's words (empty when it is valid): the signer's
 * name, their relationship to the participant (themself for an adult, a parent or guardian for a minor), today's date
 * in Pacific time, a typed signature that is the signer's name, and "I agree" ticked by the signer.
 */
export function signatureProblems(input: SignatureInput, participant: Person, today: string): string[] {
  const problems: string[] = []
  const role = signsAs(participant)
  const signer = input.signerName.trim()
  if (!signer) problems.push('Please enter your full name.')
  if (role === 'self' && input.relationship !== SELF) problems.push(`${fullName(participant)} signs for themself: choose "${SELF}".`)
  if (role === 'guardian' && !(GUARDIAN_RELATIONSHIPS as readonly string[]).includes(input.relationship))
    problems.push(`${fullName(participant)} is under 16: a parent or legal guardian signs, and says how they are related.`)
  if (signer && role === 'self' && normalized(signer) !== normalized(fullName(participant)))
    problems.push(`Only ${fullName(participant)} can sign for themself: the name must be theirs.`)
  if (input.signedDate !== today) problems.push(`Please date the waiver today (${today}).`)
  if (signer && normalized(input.typedSignature) !== normalized(signer)) problems.push('Please type your full name as your signature, exactly as you entered it above.')
  if (input.agreed !== true) problems.push('Please tick "I agree" to sign the waiver.')
  return problems
}

type Signature = { participant: number | null; waiverVersion: number; participantName: string }

/**
 * Whether a signature covers a participant for the version that applies to their booking. A substitute (a new name
 * in the same place) signs again: the signature names the person it was given for.
 */
export const covers = (signature: Signature, participant: Person & { id: number }, version: number): boolean =>
  signature.participant === participant.id && signature.waiverVersion === version && normalized(signature.participantName) === normalized(fullName(participant))

export const hasSigned = (participant: Person & { id: number }, version: number, signatures: readonly Signature[]): boolean =>
  signatures.some((s) => covers(s, participant, version))

export const NO_WAIVER = 'This booking has no waiver to sign.'
export const NOT_CONFIRMED = 'The waiver can be signed once the booking is confirmed.'

/** Which bookings are asked to sign: a booking records the version current when it was made; none, none asked. */
export const needsWaiver = (booking: { waiverVersion?: number | null; status: string }): booking is { waiverVersion: number; status: 'confirmed' } =>
  booking.status === 'confirmed' && typeof booking.waiverVersion === 'number'

/** The waiver reminder goes out 48 hours before the class (a job looks every hour, so it is sent within that hour). */
export const WAIVER_REMINDER_HOURS = 48

export const isWaiverReminderDue = (start: Date, now: Date): boolean => {
  const left = start.getTime() - now.getTime()
  return left > 0 && left <= WAIVER_REMINDER_HOURS * 3600_000
}

