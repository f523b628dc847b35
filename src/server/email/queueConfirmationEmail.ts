import type { Payload } from 'payload'

/**
 * The hook for the booking confirmation email, called exactly once per booking, when fulfilment confirms it.
 * Issue 6 builds the email itself; for now this marks the booking's confirmation email as queued and logs it.
 */
export async function queueConfirmationEmail(payload: Payload, bookingId: number): Promise<void> {
  await payload.update({
    collection: 'bookings',
    id: bookingId,
    data: { confirmationEmailStatus: 'Queued' },
    overrideAccess: true, // system call: fulfilment of a paid booking
  })
  payload.logger.info({ msg: 'confirmation email queued', bookingId })
}
