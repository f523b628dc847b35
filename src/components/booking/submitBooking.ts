import { seatConflictMessage } from '@/domain/bookings/holds'

type CreateBookingAnswer = {
  checkoutUrl?: string
  bookingId?: number
  cancelToken?: string
  error?: string
  code?: string
  remaining?: number
}

/** The checkout the server opened; `bookingId` and `cancelToken` let this tab give the seats back if it returns unpaid. */
export type OpenedCheckout = { checkoutUrl: string; bookingId?: number; cancelToken?: string }

/** The server refused the booking; the message is what the visitor reads. */
export class BookingRefused extends Error {
  /** The class credit code is what was refused. */
  readonly creditRefused: boolean
  /** The server's refusal code (PROMO_REFUSED: the promo code is what was refused). */
  readonly code?: string

  constructor(message: string, creditRefused = false, code?: string) {
    super(message)
    this.creditRefused = creditRefused
    this.code = code
  }
}

/**
 * POST /api/create-booking. Resolves with the checkout to open; rejects with BookingRefused when the server said no,
 * or with the TypeError of a request that never got an answer.
 */
export async function submitBooking(body: object, unexpectedError: (status: number) => string): Promise<OpenedCheckout> {
  const response = await fetch('/api/create-booking', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json().catch(() => ({}))) as CreateBookingAnswer
  if (response.ok) {
    if (!answer.checkoutUrl) throw new Error('No checkout URL received')
    return { checkoutUrl: answer.checkoutUrl, bookingId: answer.bookingId, cancelToken: answer.cancelToken }
  }
  if (response.status === 409 && typeof answer.remaining === 'number') throw new BookingRefused(seatConflictMessage(answer.remaining))
  throw new BookingRefused(answer.error || unexpectedError(response.status), answer.code === 'CREDIT_REFUSED', answer.code)
}
