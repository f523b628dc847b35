import { z } from 'zod'

import { isValidEmail, isValidPhone, normalizePhone } from './contact'
import { NAME_MAX_LENGTH, nameTooLong } from './participantName'

/**
 * The booking form's rules, one schema per booking kind, used by the form (live messages) and by
 * POST /api/create-booking (the same object). Messages are the spec's, word for word; note the public
 * mother-daughter page writes "Mother–Daughter" and "12–15" with an en dash, the community page with a hyphen.
 */
export const MESSAGES = {
  contactFirstName: 'Contact first name is required',
  contactLastName: 'Contact last name is required',
  motherFirstName: 'Mother/Guardian first name is required',
  motherLastName: 'Mother/Guardian last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  captcha: 'Please complete the reCAPTCHA verification',
  participantFirstName: (n: number) => `Participant ${n} first name is required`,
  participantLastName: (n: number) => `Participant ${n} last name is required`,
  participantAgeGroup: (n: number) => `Participant ${n} age group is required`,
  mdNeedsDaughter: 'Mother–Daughter classes require at least one daughter participant.',
  mdDaughterAge: 'Mother–Daughter classes are for daughters ages 12–15 only.',
  daughterFirstName: (n: number) => `Daughter ${n} first name is required`,
  daughterLastName: (n: number) => `Daughter ${n} last name is required`,
  daughterAgeGroup: (n: number) => `Daughter ${n} age group is required`,
  communityNeedsDaughter: 'Mother-Daughter classes require at least one daughter participant.',
  communityDaughterAge: 'Mother-Daughter classes are for daughters ages 12-15 only.',
  classId: 'Class not found',
  tooMany: 'Please book at most 30 participants at a time.',
  creditCode: 'Please check your class credit code.',
  promoCode: 'Please check your promo code.',
} as const

export const DAUGHTER_AGE_GROUP = '12-15' as const

/** The spec's age rule, then the daughter it is about by name, and where a 16-year-old can book instead. */
const daughterAgeProblem = (rule: string) => (who: string, ageGroup: string) =>
  ageGroup === '16+'
    ? `${rule} ${who} is 16 or older: she is welcome in our Adult & Teen classes (ages 15+), on the Adult & Teen tab of our class schedule.`
    : `${rule} ${who} is under 12.`
/** More rows than any class has seats; the seat check refuses long before this. */
export const MAX_ADDITIONAL_PARTICIPANTS = 30

const loose = z.string().optional().default('')

/** A required text field: missing, empty or blank after trimming gives `message`. */
const required = (message: string) =>
  loose.transform((value, ctx) => {
    const trimmed = value.trim()
    if (!trimmed) ctx.addIssue({ code: 'custom', message })
    return trimmed
  })

/** A required name, at most NAME_MAX_LENGTH characters; `field` names it in the refusal ('Contact first name'). */
const name = (message: string, field: string) => required(message).refine((value) => value.length <= NAME_MAX_LENGTH, nameTooLong(field))

const email = loose.transform((value, ctx) => {
  const trimmed = value.trim()
  if (!trimmed) ctx.addIssue({ code: 'custom', message: MESSAGES.emailRequired })
  else if (!isValidEmail(trimmed)) ctx.addIssue({ code: 'custom', message: MESSAGES.emailInvalid })
  return trimmed.toLowerCase()
})

const phone = loose.transform((value, ctx) => {
  const trimmed = value.trim()
  if (!trimmed) ctx.addIssue({ code: 'custom', message: MESSAGES.phoneRequired })
  else if (!isValidPhone(trimmed)) ctx.addIssue({ code: 'custom', message: MESSAGES.phoneInvalid })
  return normalizePhone(trimmed)
})

const contact = (who: string, firstName: string, lastName: string) =>
  z.object({ firstName: name(firstName, `${who} first name`), lastName: name(lastName, `${who} last name`), email, phone })

const captcha = z.string().optional().default('').refine((token) => token.trim().length > 0, MESSAGES.captcha)

/** 'Have a class credit?': optional; whether the code pays is decided on the server, under the credit's lock. */
const creditCode = z
  .string()
  .max(40, MESSAGES.creditCode)
  .optional()
  .transform((code) => code?.trim() || undefined)

/** 'Promo code': optional; whether it applies, and its discount, are decided on the server, under the code's lock. */
const promoCode = z
  .string()
  .max(40, MESSAGES.promoCode)
  .optional()
  .transform((code) => code?.trim() || undefined)

const scheduleId = z.coerce.number({ error: MESSAGES.classId }).int(MESSAGES.classId).positive(MESSAGES.classId)

const row = z.object({ firstName: loose, lastName: loose, ageGroup: loose })
const rows = z.array(row, { error: MESSAGES.tooMany }).max(MAX_ADDITIONAL_PARTICIPANTS, MESSAGES.tooMany)

type Row = z.infer<typeof row>
type RowRules = {
  firstName: (n: number) => string
  lastName: (n: number) => string
  ageGroup?: (n: number) => string
  /** Row i is "participant/daughter number(i)". */
  number: (index: number) => number
  /** How the refusal of a long name names the row: 'Participant 2', 'Daughter 1'. */
  label: (n: number) => string
  needsDaughter?: string
  daughterAge?: (who: string, ageGroup: string) => string
}

const checkRows = (rules: RowRules) => (list: Row[], ctx: z.RefinementCtx) => {
  if (rules.needsDaughter && list.length === 0) ctx.addIssue({ code: 'custom', message: rules.needsDaughter })
  list.forEach((r, i) => {
    const n = rules.number(i)
    if (!r.firstName.trim()) ctx.addIssue({ code: 'custom', path: [i, 'firstName'], message: rules.firstName(n) })
    if (!r.lastName.trim()) ctx.addIssue({ code: 'custom', path: [i, 'lastName'], message: rules.lastName(n) })
    if (r.firstName.trim().length > NAME_MAX_LENGTH) ctx.addIssue({ code: 'custom', path: [i, 'firstName'], message: nameTooLong(`${rules.label(n)} first name`) })
    if (r.lastName.trim().length > NAME_MAX_LENGTH) ctx.addIssue({ code: 'custom', path: [i, 'lastName'], message: nameTooLong(`${rules.label(n)} last name`) })
    if (rules.ageGroup && !r.ageGroup.trim()) {
      ctx.addIssue({ code: 'custom', path: [i, 'ageGroup'], message: rules.ageGroup(n) })
    }
  })
  if (rules.daughterAge) {
    list.forEach((r, i) => {
      const ageGroup = r.ageGroup.trim()
      if (ageGroup && ageGroup !== DAUGHTER_AGE_GROUP) {
        const who = `${r.firstName.trim()} ${r.lastName.trim()}`.trim() || rules.label(rules.number(i))
        ctx.addIssue({ code: 'custom', path: [i, 'ageGroup'], message: rules.daughterAge!(who, ageGroup) })
      }
    })
  }
}

const trimmedRows = (list: Row[]) =>
  list.map((r) => ({ firstName: r.firstName.trim(), lastName: r.lastName.trim(), ageGroup: r.ageGroup.trim() }))

const fromTwo = (index: number) => index + 2
const fromOne = (index: number) => index + 1
const participant = (n: number) => `Participant ${n}`
const daughter = (n: number) => `Daughter ${n}`

export const adultBookingSchema = z.object({
  classType: z.literal('adult'),
  classScheduleId: scheduleId,
  contactInfo: contact('Contact', MESSAGES.contactFirstName, MESSAGES.contactLastName),
  participants: rows
    .superRefine(checkRows({ firstName: MESSAGES.participantFirstName, lastName: MESSAGES.participantLastName, number: fromTwo, label: participant }))
    // Adult participants are all treated as 16+.
    .transform((list) => trimmedRows(list).map((r) => ({ ...r, ageGroup: '16+' as const }))),
  recaptchaToken: captcha,
  creditCode,
  promoCode,
})

export const motherDaughterBookingSchema = z.object({
  classType: z.literal('mother-daughter'),
  classScheduleId: scheduleId,
  contactInfo: contact('Contact', MESSAGES.contactFirstName, MESSAGES.contactLastName),
  participants: rows
    .superRefine(
      checkRows({
        firstName: MESSAGES.participantFirstName,
        lastName: MESSAGES.participantLastName,
        ageGroup: MESSAGES.participantAgeGroup,
        number: fromTwo,
        label: participant,
        needsDaughter: MESSAGES.mdNeedsDaughter,
        daughterAge: daughterAgeProblem(MESSAGES.mdDaughterAge),
      }),
    )
    .transform((list) => trimmedRows(list).map((r) => ({ ...r, ageGroup: DAUGHTER_AGE_GROUP }))),
  recaptchaToken: captcha,
  creditCode,
  promoCode,
})

export const communityBookingSchema = z.object({
  classType: z.literal('community-mother-daughter'),
  classScheduleId: scheduleId,
  contactInfo: contact('Mother/Guardian', MESSAGES.motherFirstName, MESSAGES.motherLastName),
  participants: rows
    .superRefine(
      checkRows({
        firstName: MESSAGES.daughterFirstName,
        lastName: MESSAGES.daughterLastName,
        ageGroup: MESSAGES.daughterAgeGroup,
        number: fromOne,
        label: daughter,
        needsDaughter: MESSAGES.communityNeedsDaughter,
        daughterAge: daughterAgeProblem(MESSAGES.communityDaughterAge),
      }),
    )
    .transform((list) => trimmedRows(list).map((r) => ({ ...r, ageGroup: DAUGHTER_AGE_GROUP }))),
  recaptchaToken: captcha,
  creditCode,
  promoCode,
})

/** Browser-sent totals (participantCount, totalAmount, totalParticipants) are accepted and ignored: the server prices. */
export const bookingRequestSchema = z.discriminatedUnion(
  'classType',
  [adultBookingSchema, motherDaughterBookingSchema, communityBookingSchema],
  { error: 'Invalid class type for this booking page' },
)

export type BookingRequest = z.output<typeof bookingRequestSchema>

export type FormProblems = {
  /** Unique messages, in form order, for the 'Please fix these issues:' list. */
  messages: string[]
  /** Dotted paths of invalid fields (e.g. `contactInfo.email`, `participants.0.ageGroup`) to outline. */
  fields: Set<string>
}

/** The form's view of a failed parse. */
export function formProblems(error: z.ZodError): FormProblems {
  const messages: string[] = []
  const fields = new Set<string>()
  for (const issue of error.issues) {
    if (!messages.includes(issue.message)) messages.push(issue.message)
    if (issue.path.length > 0) fields.add(issue.path.join('.'))
  }
  return { messages, fields }
}
