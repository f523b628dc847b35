import type { Payload } from 'payload'

import { AppError } from '@/lib/errors'
import type { Booking, Schedule } from '@/payload-types'
import type { StaffUser } from '@/server/auth/requireStaff'

import { waiverPdf } from './waiverPdf'

/** A signed waiver as a PDF for the owner (read with their own access: only they see who signed) and its file name. */
export async function signedWaiverPdf(payload: Payload, user: StaffUser, signatureId: number): Promise<{ pdf: Uint8Array; filename: string }> {
  const signature = await payload.findByID({ collection: 'waiver-signatures', id: signatureId, depth: 2, user, overrideAccess: false, disableErrors: true })
  if (!signature) throw new AppError('NOT_FOUND', 'Signed waiver not found')
  const booking = typeof signature.booking === 'object' ? (signature.booking as Booking | null) : null
  const schedule = booking && typeof booking.schedule === 'object' ? (booking.schedule as Schedule) : null
  const className = (schedule && typeof schedule.class === 'object' && schedule.class?.name) || schedule?.title || ''
  const bookingNumber = booking?.bookingNumber ?? ''
  const pdf = await waiverPdf({ ...signature, bookingNumber, className })
  const slug = `${bookingNumber}-${signature.participantName}-v${signature.waiverVersion}`.replace(/[^A-Za-z0-9-]+/g, '-')
  return { pdf, filename: `waiver-${slug}.pdf` }
}
