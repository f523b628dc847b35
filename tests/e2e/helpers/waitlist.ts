import { type APIRequestContext, expect } from '@playwright/test'

import type { OwnerApi } from '../fixtures'

export type WaitlistEntryDoc = { id: number; status: string; offerBooking: number | null }

/** Joins a full class's waitlist as an adult (with `friends` more), as the waitlist form does; the entry's contact email and private page. */
export async function joinAsAdult(request: APIRequestContext, scheduleId: number, firstName: string, friends = 0): Promise<{ email: string; path: string }> {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`
  const joined = await request.post('/api/waitlist/join', {
    data: {
      classType: 'adult',
      classScheduleId: scheduleId,
      contactInfo: { firstName, lastName: 'Hopper', email, phone: '(925) 555-0101' },
      participants: Array.from({ length: friends }, (_, i) => ({ firstName: `Friend${i + 1}`, lastName: 'Hopper' })),
      recaptchaToken: 'captcha-disabled',
    },
  })
  expect(joined.status(), await joined.text()).toBe(200)
  return { email, path: ((await joined.json()) as { path: string }).path }
}

/** The waitlist entry of this contact email, through the owner's REST API. */
export const waitlistEntryOf = async (owner: OwnerApi, email: string): Promise<WaitlistEntryDoc> =>
  (await owner.get<{ docs: WaitlistEntryDoc[] }>(`/api/waitlist-entries?where[contactEmail][equals]=${encodeURIComponent(email)}&depth=0`)).docs[0]
