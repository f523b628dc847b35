import type { Endpoint } from 'payload'
import { z } from 'zod'

import { clientAddress } from '@/server/http/clientAddress'
import { addPrivateParticipant, joinPrivateSession, removePrivateParticipant } from '@/server/privateSessions/privateParticipants'
import { signPrivateWaiver } from '@/server/privateSessions/signPrivateWaiver'

import { parseBody, readJson } from './input'
import { endpoint } from './respond'

const token = z.string().min(1).max(100)
const withToken = z.object({ token }).passthrough()
const removeInput = z.object({ token, participantId: z.number().int().positive() })
const noStore = { headers: { 'Cache-Control': 'no-store' } }

/** A private session's participants: the organizer adds and removes them, each adds themself by the join link, each signs the waiver. */
export const privateParticipantEndpoints: Endpoint[] = [
  {
    path: '/private-session-people/add',
    method: 'post',
    handler: endpoint(async (req) => {
      const { token: link, ...person } = await parseBody(req, withToken)
      const participant = await addPrivateParticipant(req.payload, link, person)
      return Response.json({ participantId: participant.id }, noStore)
    }),
  },
  {
    path: '/private-session-people/remove',
    method: 'post',
    handler: endpoint(async (req) => {
      const { token: link, participantId } = await parseBody(req, removeInput)
      await removePrivateParticipant(req.payload, link, participantId)
      return Response.json({ removed: participantId }, noStore)
    }),
  },
  {
    path: '/private-session-people/join',
    method: 'post',
    handler: endpoint(async (req) => {
      const { token: link, recaptchaToken, ...person } = await parseBody(req, withToken.extend({ recaptchaToken: z.string().max(4000).optional() }))
      const participant = await joinPrivateSession(req.payload, link, person, { address: clientAddress(req.headers), recaptchaToken })
      return Response.json({ participantId: participant.id, joinerKey: participant.joinerKey }, noStore)
    }),
  },
  {
    path: '/private-session-people/sign-waiver',
    method: 'post',
    handler: endpoint(
      async (req) => Response.json(await signPrivateWaiver(req.payload, await readJson(req), { address: clientAddress(req.headers) }), noStore),
      { fallback: 'The waiver could not be signed. Please try again.' },
    ),
  },
]
