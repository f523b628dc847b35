import type { APIRequestContext } from '@playwright/test'

import { expect, type OwnerApi } from '../fixtures'

export type PrivateSessionDoc = { id: number; status: string; meetingAddress: string }

/**
 * A private session the owner proposed (through the REST API /cms uses) and the organizer accepted with its deposit
 * (the demo site takes it as paid at once, through the same fulfilment as Stripe's). Far out, at an hour of its own,
 * so no other run's session for the demo instructor is in the way. Answers the session and its private link's path.
 */
export async function demoConfirmedPrivateSession(
  owner: OwnerApi,
  request: APIRequestContext,
  { participants = 2, address = '1 Heather Farm Rd, Walnut Creek' } = {},
): Promise<{ session: PrivateSessionDoc; path: string; organizerEmail: string }> {
  const instructor = (await owner.get<{ docs: { id: number }[] }>('/api/users?where[email][equals]=instructor@swsd.example&depth=0')).docs[0]
  const start = new Date(Date.now() + (200 + Math.floor(Math.random() * 300)) * 86_400_000)
  start.setUTCHours(15 + Math.floor(Math.random() * 8), Math.floor(Math.random() * 4) * 15, 0, 0)
  const organizerEmail = `organizer-${Date.now()}@example.com`
  const { doc } = await owner.post<{ doc: PrivateSessionDoc }>('/api/private-sessions', {
    status: 'proposal-sent',
    program: 'private',
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 90 * 60_000).toISOString(),
    meetingKind: 'park',
    meetingAddress: address,
    instructor: instructor.id,
    participants,
    pricing: 'flat',
    priceCents: 30_000,
    openUntil: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    organizerName: 'Pat Organizer',
    organizerEmail,
  })
  const emails = await owner.get<{ docs: { text: string }[] }>(`/api/emails?where[dedupeKey][equals]=private-proposal:${doc.id}&depth=0`)
  const path = /\/private-sessions\/[A-Za-z0-9_-]{43}/.exec(emails.docs[0].text)![0]
  const paid = await request.post('/api/private-deposit', { data: { token: path.split('/').pop(), accepted: true } })
  expect(paid.status(), await paid.text()).toBe(200)
  const session = await owner.get<PrivateSessionDoc>(`/api/private-sessions/${doc.id}?depth=0`)
  expect(session.status).toBe('confirmed')
  return { session, path, organizerEmail }
}
