import { describe, expect, it } from 'vitest'

import {
  adultBookingSchema,
  bookingRequestSchema,
  communityBookingSchema,
  formProblems,
  motherDaughterBookingSchema,
} from './bookingRequest'
import { isValidPhone } from './contact'

const contactInfo = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(925) 555-0100' }
const base = { classScheduleId: 7, contactInfo, recaptchaToken: 'token' }

const messagesOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : formProblems(result.error as Parameters<typeof formProblems>[0]).messages

describe('contact rules', () => {
  it('gives the spec messages for blank fields (blank after trimming fails), in form order', () => {
    const result = adultBookingSchema.safeParse({
      ...base,
      classType: 'adult',
      contactInfo: { firstName: '  ', lastName: '', email: ' ', phone: '' },
      participants: [],
      recaptchaToken: '',
    })
    expect(messagesOf(result)).toEqual([
      'Contact first name is required',
      'Contact last name is required',
      'Email is required',
      'Phone number is required',
      'Please complete the reCAPTCHA verification',
    ])
  })

  it('refuses a malformed email and phone', () => {
    const result = adultBookingSchema.safeParse({
      ...base,
      classType: 'adult',
      contactInfo: { ...contactInfo, email: 'ada@example', phone: '0925 555 0100' },
      participants: [],
    })
    expect(messagesOf(result)).toEqual(['Please enter a valid email address', 'Please enter a valid phone number'])
  })

  it('strips spaces, dashes and parentheses from the phone', () => {
    const result = adultBookingSchema.parse({ ...base, classType: 'adult', participants: [] })
    expect(result.contactInfo.phone).toBe('9255550100')
  })
})

describe('isValidPhone', () => {
  it.each([
    ['+1 (925) 555-0100', true],
    ['1234567890123456', true],
    ['12345678901234567', false],
    ['+0123', false],
    ['925.555.0100', false],
    ['++1925', false],
    ['7', true],
  ])('%s → %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid)
  })
})

describe('adult participants', () => {
  it('numbers added participants from 2', () => {
    const result = adultBookingSchema.safeParse({
      ...base,
      classType: 'adult',
      participants: [
        { firstName: 'Grace', lastName: 'Hopper' },
        { firstName: '', lastName: '' },
      ],
    })
    expect(messagesOf(result)).toEqual(['Participant 3 first name is required', 'Participant 3 last name is required'])
    expect(result.success ? null : formProblems(result.error).fields).toEqual(
      new Set(['participants.1.firstName', 'participants.1.lastName']),
    )
  })

  it('treats every adult participant as 16+', () => {
    const result = adultBookingSchema.parse({ ...base, classType: 'adult', participants: [{ firstName: ' Grace ', lastName: 'Hopper' }] })
    expect(result.participants).toEqual([{ firstName: 'Grace', lastName: 'Hopper', ageGroup: '16+' }])
  })
})

describe('mother-daughter (public page, en dashes)', () => {
  it('requires at least one daughter', () => {
    const result = motherDaughterBookingSchema.safeParse({ ...base, classType: 'mother-daughter', participants: [] })
    expect(messagesOf(result)).toEqual(['Mother–Daughter classes require at least one daughter participant.'])
  })

  it('refuses a 16+ or under-12 daughter by name (the spec rule first), points a 16-year-old to the adult & teen classes, and asks for a missing age group by number', () => {
    const result = motherDaughterBookingSchema.safeParse({
      ...base,
      classType: 'mother-daughter',
      participants: [
        { firstName: 'Ann', lastName: 'L', ageGroup: '16+' },
        { firstName: 'Bea', lastName: 'L', ageGroup: 'Under 12' },
        { firstName: 'Cat', lastName: 'L', ageGroup: '' },
      ],
    })
    expect(messagesOf(result)).toEqual([
      'Participant 4 age group is required',
      'Mother–Daughter classes are for daughters ages 12–15 only. Ann L is 16 or older: she is welcome in our Adult & Teen classes (ages 15+), on the Adult & Teen tab of our class schedule.',
      'Mother–Daughter classes are for daughters ages 12–15 only. Bea L is under 12.',
    ])
  })

  it('accepts daughters aged 12-15', () => {
    const result = motherDaughterBookingSchema.safeParse({
      ...base,
      classType: 'mother-daughter',
      participants: [{ firstName: 'Ann', lastName: 'L', ageGroup: '12-15' }],
    })
    expect(result.success).toBe(true)
  })
})

describe('community mother-daughter (hyphens, Daughter n from 1)', () => {
  it('uses the community messages', () => {
    const result = communityBookingSchema.safeParse({
      ...base,
      classType: 'community-mother-daughter',
      contactInfo: { ...contactInfo, firstName: '', lastName: '' },
      participants: [{ firstName: '', lastName: '', ageGroup: '' }, { firstName: 'B', lastName: 'C', ageGroup: '16+' }],
    })
    expect(messagesOf(result)).toEqual([
      'Mother/Guardian first name is required',
      'Mother/Guardian last name is required',
      'Daughter 1 first name is required',
      'Daughter 1 last name is required',
      'Daughter 1 age group is required',
      'Mother-Daughter classes are for daughters ages 12-15 only. B C is 16 or older: she is welcome in our Adult & Teen classes (ages 15+), on the Adult & Teen tab of our class schedule.',
    ])
    const unnamed = communityBookingSchema.safeParse({ ...base, classType: 'community-mother-daughter', participants: [{ firstName: '', lastName: '', ageGroup: 'Under 12' }] })
    expect(messagesOf(unnamed)).toContain('Mother-Daughter classes are for daughters ages 12-15 only. Daughter 1 is under 12.')
  })

  it('requires a daughter', () => {
    const result = communityBookingSchema.safeParse({ ...base, classType: 'community-mother-daughter', participants: [] })
    expect(messagesOf(result)).toEqual(['Mother-Daughter classes require at least one daughter participant.'])
  })
})

describe('bookingRequestSchema', () => {
  it('ignores totals sent by the browser', () => {
    const result = bookingRequestSchema.parse({ ...base, classType: 'adult', participants: [], totalAmount: 1, participantCount: 99 })
    expect(result).not.toHaveProperty('totalAmount')
  })

  it('refuses an unknown class type and a non-numeric schedule id without throwing', () => {
    expect(bookingRequestSchema.safeParse({ ...base, classType: 'private' }).success).toBe(false)
    expect(messagesOf(bookingRequestSchema.safeParse({ ...base, classType: 'adult', classScheduleId: 'abc', participants: [] }))).toEqual([
      'Class not found',
    ])
  })

  it('refuses more than 30 added participants', () => {
    const many = Array.from({ length: 31 }, () => ({ firstName: 'A', lastName: 'B' }))
    expect(messagesOf(bookingRequestSchema.safeParse({ ...base, classType: 'adult', participants: many }))).toEqual([
      'Please book at most 30 participants at a time.',
    ])
  })
})

describe('name limits', () => {
  const long = 'A'.repeat(51)
  it('refuses a name longer than 50 characters on every form, naming the field', () => {
    expect(messagesOf(adultBookingSchema.safeParse({ ...base, classType: 'adult', contactInfo: { ...contactInfo, firstName: long }, participants: [{ firstName: 'Bo', lastName: long }] }))).toEqual([
      'Contact first name is too long (50 characters at most).',
      'Participant 2 last name is too long (50 characters at most).',
    ])
    expect(
      messagesOf(communityBookingSchema.safeParse({ ...base, classType: 'community-mother-daughter', contactInfo: { ...contactInfo, lastName: long }, participants: [{ firstName: long, lastName: 'Lee', ageGroup: '12-15' }] })),
    ).toEqual(['Mother/Guardian last name is too long (50 characters at most).', 'Daughter 1 first name is too long (50 characters at most).'])
  })

  it('takes a name of exactly 50 characters', () => {
    const fifty = 'B'.repeat(50)
    expect(adultBookingSchema.safeParse({ ...base, classType: 'adult', contactInfo: { ...contactInfo, firstName: fifty, lastName: fifty }, participants: [] }).success).toBe(true)
  })
})
