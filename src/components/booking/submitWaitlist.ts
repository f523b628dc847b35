import { BookingRefused } from './submitBooking'

/** POST /api/waitlist/join. Resolves with the new entry's private page; rejects with BookingRefused when the server said no. */
export async function submitWaitlist(body: object, unexpectedError: (status: number) => string): Promise<{ path: string }> {
  const response = await fetch('/api/waitlist/join', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json().catch(() => ({}))) as { path?: string; error?: string }
  if (response.ok && answer.path) return { path: answer.path }
  throw new BookingRefused(answer.error || unexpectedError(response.status))
}
