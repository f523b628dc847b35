import type { Endpoint } from 'payload'

import { clientAddress } from '@/server/http/clientAddress'
import { checkPromoCode } from '@/server/promos/checkPromoCode'

import { readJson } from './input'
import { endpoint } from './respond'

/**
 * POST /api/check-promo-code { code, classScheduleId, participantCount, email? } → 200 { code, discountCents,
 * totalCents, description }, 400 PROMO_REFUSED with the customer's words, 429 over the limits. Holds nothing.
 */
export const checkPromoCodeEndpoint: Endpoint = {
  path: '/check-promo-code',
  method: 'post',
  handler: endpoint(async (req) => Response.json(await checkPromoCode(req.payload, await readJson(req), { address: clientAddress(req.headers) })), {
    fallback: 'The promo code could not be checked. It is checked again when you continue to payment.',
  }),
}
