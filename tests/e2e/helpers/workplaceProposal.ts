import type { OwnerApi } from '../fixtures'
import { postInquiry } from './privateSession'

/** 'YYYY-MM-DDTHH:mm' of a day `days` ahead at `hour` (Pacific, as the proposal form takes it). */
const localAt = (days: number, hour: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`

/**
 * A workplace proposal sent to a new organizer, made as the owner's 'Make a proposal' makes it (an inquiry, then the
 * owner's endpoint), on a far day and an hour of its own so no other run's session of the demo instructor is in the
 * way. Answers the organizer's email and the private link the proposal email carries.
 */
export async function sendWorkplaceProposal(owner: OwnerApi, { participants = 8, priceCents = 7500 } = {}): Promise<{ email: string; link: string; sessionId: number }> {
  const email = `organizer-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`
  const inquiry = await postInquiry(owner, email, 'Acme Logistics')
  const instructor = (await owner.get<{ docs: { id: number }[] }>('/api/users?where[email][equals]=instructor@swsd.example&depth=0')).docs[0]
  const days = 300 + Math.floor(Math.random() * 400)
  const hour = 8 + Math.floor(Math.random() * 10)
  const { id } = await owner.post<{ id: number }>('/api/owner/private-proposals', {
    inquiryId: inquiry.id,
    program: 'workplace',
    start: localAt(days, hour),
    end: localAt(days, hour + 2),
    meetingKind: 'venue',
    meetingAddress: '100 Main St, Walnut Creek',
    instructorId: instructor.id,
    participants,
    pricing: 'per-person',
    priceCents,
    openDays: 7,
  })
  const { docs } = await owner.get<{ docs: { text: string }[] }>(`/api/emails?where[to][equals]=${encodeURIComponent(email)}&where[kind][equals]=private-proposal&depth=0`)
  const link = /https?:\/\/\S+\/private-sessions\/[A-Za-z0-9_-]{43}/.exec(docs[0]?.text ?? '')?.[0]
  if (!link) throw new Error(`no private link emailed to ${email}`)
  return { email, link, sessionId: id }
}
