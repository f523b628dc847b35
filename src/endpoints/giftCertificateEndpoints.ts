import type { Endpoint } from 'payload'

import { buyGiftCertificate } from '@/server/gifts/buyGiftCertificate'
import { clientAddress } from '@/server/http/clientAddress'

import { readJson } from './input'
import { endpoint, type RefusalBody } from './respond'

/** The gift form reads `{ error: message, code, issues }` (the fields at fault, for invalid input). */
const withIssues: RefusalBody = (refusal) => ({ error: refusal.message, code: refusal.code, issues: refusal.details.issues })

/** POST /api/gift-certificates/buy — anyone may order one; the captcha, the limits and the price are checked here. */
export const buyGiftCertificateEndpoint: Endpoint = {
  path: '/gift-certificates/buy',
  method: 'post',
  handler: endpoint(async (req) => Response.json(await buyGiftCertificate(req.payload, await readJson(req), { address: clientAddress(req.headers) })), {
    fallback: 'There was an error processing your order. Please try again.',
    body: withIssues,
  }),
}

export const giftCertificateEndpoints: Endpoint[] = [buyGiftCertificateEndpoint]
