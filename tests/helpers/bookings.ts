import { rest } from './http'

export const contactInfo = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(925) 555-0100' }

export const adultBody = (classScheduleId: number, participants: { firstName: string; lastName: string }[] = []) => ({
  classType: 'adult',
  classScheduleId,
  contactInfo,
  participants,
  recaptchaToken: 'captcha-disabled',
})

export const motherDaughterBody = (classScheduleId: number) => ({
  classType: 'mother-daughter',
  classScheduleId,
  contactInfo,
  participants: [{ firstName: 'Bea', lastName: 'Lovelace', ageGroup: '12-15' }],
  recaptchaToken: 'captcha-disabled',
})

export const postJson = (path: string, body: unknown) => rest(path, { method: 'POST', body: JSON.stringify(body) })
