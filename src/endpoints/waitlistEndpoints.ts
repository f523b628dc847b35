import type { Endpoint } from 'payload'

import { clientAddress } from '@/server/http/clientAddress'
import { joinWaitlist } from '@/server/waitlist/joinWaitlist'
import { payForOffer } from '@/server/waitlist/payForOffer'
import { leaveWaitlist } from '@/server/waitlist/waitlistEntryActions'

import { readJson } from './input'
import { endpoint } from './respond'

const noStore = { headers: { 'Cache-Control': 'no-store' } }

/** POST /api/waitlist/join — the booking form's body on a full class; the captcha and hourly limits are checked. */
export const joinWaitlistEndpoint: Endpoint = {
  path: '/waitlist/join',
  method: 'post',
  handler: endpoint(
    async (req) => {
      const { path, position } = await joinWaitlist(req.payload, await readJson(req), { address: clientAddress(req.headers) })
      return Response.json({ path, position }, noStore)
    },
    { fallback: 'We could not add you to the waitlist. Please try again.' },
  ),
}

/** POST /api/waitlist/leave — { token }: leave the list, or decline an open offer. */
export const leaveWaitlistEndpoint: Endpoint = {
  path: '/waitlist/leave',
  method: 'post',
  handler: endpoint(
    async (req) => {
      const body = ((await readJson(req)) ?? {}) as { token?: unknown }
      return Response.json(await leaveWaitlist(req.payload, body.token, { address: clientAddress(req.headers) }), noStore)
    },
    { fallback: 'We could not take you off the waitlist. Please try again.' },
  ),
}

/** POST /api/waitlist/pay — { token }: the checkout of an open offer. */
export const payForOfferEndpoint: Endpoint = {
  path: '/waitlist/pay',
  method: 'post',
  handler: endpoint(
    async (req) => {
      const body = ((await readJson(req)) ?? {}) as { token?: unknown; creditCode?: unknown }
      const creditCode = typeof body.creditCode === 'string' ? body.creditCode.slice(0, 40) : null
      return Response.json(await payForOffer(req.payload, body.token, { address: clientAddress(req.headers), creditCode }), noStore)
    },
    { fallback: 'There was an error opening the checkout.' },
  ),
}

export const waitlistEndpoints: Endpoint[] = [joinWaitlistEndpoint, leaveWaitlistEndpoint, payForOfferEndpoint]
