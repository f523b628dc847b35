import type { Endpoint } from 'payload'
import { z } from 'zod'

import { requireOwner } from '@/server/auth/requireOwner'
import { clientAddress } from '@/server/http/clientAddress'
import { signWaiver } from '@/server/manage/signWaiver'
import { openManagedBooking } from '@/server/manage/openManagedBooking'
import { bookingSignedWaiverPdf, signedWaiverPdf } from '@/server/waivers/signedWaiverPdf'

import { parseQuery, readJson } from './input'
import { pdfResponse } from './pdfResponse'
import { endpoint } from './respond'

/** POST /api/manage-booking/sign-waiver — { token, participantId, signerName, relationship, signedDate, typedSignature, agreed }. */
export const signWaiverEndpoint: Endpoint = {
  path: '/manage-booking/sign-waiver',
  method: 'post',
  handler: endpoint(
    async (req) => {
      const result = await signWaiver(req.payload, await readJson(req), { address: clientAddress(req.headers) })
      return Response.json(result, { headers: { 'Cache-Control': 'no-store' } })
    },
    { fallback: 'The waiver could not be signed. Please try again.' },
  ),
}

const pdfQuery = z.object({ signatureId: z.coerce.number({ error: 'signatureId is required' }).int().positive('signatureId is required') })

/** GET /api/admin/waiver-pdf?signatureId= — a signed waiver as a PDF, for the owner only (401 signed out, 403 instructors). */
export const waiverPdfEndpoint: Endpoint = {
  path: '/admin/waiver-pdf',
  method: 'get',
  handler: endpoint(async (req) => {
    const user = requireOwner(req.user)
    const { signatureId } = parseQuery(req, pdfQuery)
    return pdfResponse(await signedWaiverPdf(req.payload, user, signatureId))
  }),
}

const customerPdfQuery = z.object({
  token: z.string().max(100),
  participant: z.coerce.number({ error: 'participant is required' }).int().positive('participant is required'),
})

/** GET /api/manage-booking/signed-waiver?token=&participant= — the holder of a booking's private link downloads a signed waiver. */
export const customerWaiverPdfEndpoint: Endpoint = {
  path: '/manage-booking/signed-waiver',
  method: 'get',
  handler: endpoint(async (req) => {
    const { token, participant } = parseQuery(req, customerPdfQuery)
    const booking = await openManagedBooking(req.payload, token, clientAddress(req.headers))
    return pdfResponse(await bookingSignedWaiverPdf(req.payload, booking, participant))
  }),
}

export const waiverEndpoints: Endpoint[] = [signWaiverEndpoint, waiverPdfEndpoint, customerWaiverPdfEndpoint]
