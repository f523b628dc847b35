import { randomUUID } from 'node:crypto'

import { rest } from './http'

/** A contact email of its own for each booking, so the per-email limits of one test never meet another test's. */
export const newContactEmail = () => `ada-${randomUUID().slice(0, 8)}@example.com`

const contact = (email: string) => ({ firstName: 'Ada', lastName: 'Lovelace', email, phone: '(925) 555-0100' })

export const adultBody = (classScheduleId: number, participants: { firstName: string; lastName: string }[] = [], email = newContactEmail()) => ({
  classType: 'adult',
  classScheduleId,
  contactInfo: contact(email),
  participants,
  recaptchaToken: 'captcha-disabled',
})

export const motherDaughterBody = (classScheduleId: number, email = newContactEmail()) => ({
  classType: 'mother-daughter',
  classScheduleId,
  contactInfo: contact(email),
  participants: [{ firstName: 'Bea', lastName: 'Lovelace', ageGroup: '12-15' }],
  recaptchaToken: 'captcha-disabled',
})

export const postJson = (path: string, body: unknown, headers?: HeadersInit) => rest(path, { method: 'POST', body: JSON.stringify(body), headers })
