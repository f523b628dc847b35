import type { PrivateSession } from '@/payload-types'

import { getPayloadClient } from '../payloadClient'
import type { WaiverParticipant } from '../waivers/bookingWaiver'
import { joinPathOf, sessionWaiverParticipants } from './privateParticipants'

/** What the organizer's Participants section shows: the participants with their waivers, and the join link's path. */
export async function participantsPanel(session: PrivateSession): Promise<{ participants: WaiverParticipant[]; joinPath: string }> {
  const payload = await getPayloadClient()
  const [participants, joinPath] = await Promise.all([sessionWaiverParticipants(payload, session.id), joinPathOf(payload, session)])
  return { participants, joinPath }
}
