import { headers } from 'next/headers'
import type { Payload } from 'payload'

import { pacificDate } from '@/domain/time/pacific'
import type { Invoice, PrivateSession, SiteSetting } from '@/payload-types'

import { countManageLookup } from '../bookings/manageToken'
import { clockNow } from '../clock/clock'
import { clientAddress } from '../http/clientAddress'
import { getPayloadClient } from '../payloadClient'
import { stripeClient } from '../payments/stripe'
import { getSiteSettings } from '../siteContent'
import { currentWaiver } from '../waivers/currentWaiver'
import type { WaiverParticipant } from '../waivers/bookingWaiver'
import { invoicesOfSession } from './invoices/sessionInvoices'
import { applyReturnedMoveFee } from './movePrivateSession'
import { applyReturnedCheckout } from './payDeposit'
import { applyReturnedBalanceCheckout } from './payBalanceByLink'
import { joinPathOf, sessionWaiverParticipants } from './privateParticipants'
import { participantOfJoinerKey, privateLink, type PrivateLinkPurpose } from './privateLink'

type Query = Record<string, string | string[] | undefined>
type WaiverText = { version: number; text: string } | null
type Opened = { token: string; session: PrivateSession; now: Date }

/** The session's page behind its organizer link: the proposal or session, its participants once confirmed, its receipts. */
export type OrganizerPageData = Opened & { people: { participants: WaiverParticipant[]; joinPath: string } | null; invoices: Invoice[] }
export type WaiverPageData = Opened & { participants: WaiverParticipant[]; waiver: WaiverText; today: string }
export type PrepPageData = Opened & { participants: WaiverParticipant[]; settings: SiteSetting }
/** The join page: `joiner` is the one who added themself (named by their key, kept to sign with), the only participant it shows. */
export type JoinPageData = Opened & { joiner: WaiverParticipant | null; joinerKey: string | null; waiver: WaiverText; today: string }

type PageData = { session: OrganizerPageData; waiver: WaiverPageData; prep: PrepPageData; join: JoinPageData }
export type PrivatePage = keyof PageData

const PURPOSE: Record<PrivatePage, PrivateLinkPurpose> = { session: 'organizer', waiver: 'organizer', prep: 'organizer', join: 'join' }

const waiverText = async (payload: Payload): Promise<WaiverText> => {
  const waiver = await currentWaiver(payload)
  return waiver ? { version: waiver.version!, text: waiver.text } : null
}

/** Back from Stripe's Checkout, maybe before its webhook: the deposit, balance or move fee is applied here too (idempotent). */
async function applyReturned(payload: Payload, session: PrivateSession, token: string, query: Query, now: Date): Promise<PrivateSession> {
  const stripe = stripeClient()
  let applied = false
  if (typeof query.session_id === 'string') {
    await applyReturnedCheckout(payload, session, query.session_id, { stripe, now })
    await applyReturnedBalanceCheckout(payload, session, query.session_id, { stripe, now })
    applied = true
  }
  if (typeof query.moved === 'string' && (await applyReturnedMoveFee(payload, session, query.moved, { stripe, now }))) applied = true
  return applied ? ((await privateLink('organizer').sessionOf(payload, token)) ?? session) : session
}

/**
 * The one loader of a private session's token pages (the organizer's session, waiver and prep pages, the join page):
 * counts the lookup, opens the link of the page's purpose, and reads what that page shows. Null is the page's
 * not-found: a wrong token, or a session not confirmed (but on the organizer's own page, which shows a proposal and
 * its expiry).
 */
export async function loadPrivatePage<P extends PrivatePage>(page: P, token: string, query: Query = {}): Promise<PageData[P] | null> {
  const [payload, requestHeaders] = await Promise.all([getPayloadClient(), headers()])
  if (!(await countManageLookup(payload, token, { address: clientAddress(requestHeaders) }))) return null
  const found = await privateLink(PURPOSE[page]).sessionOf(payload, token)
  if (!found || (page !== 'session' && found.status !== 'confirmed')) return null
  const now = clockNow()
  const opened: Opened = { token, session: found, now }
  const read = async (): Promise<PageData[PrivatePage]> => {
    switch (page) {
      case 'session': {
        const session = await applyReturned(payload, found, token, query, now)
        const people = async () => {
          const [participants, joinPath] = await Promise.all([sessionWaiverParticipants(payload, session.id), joinPathOf(payload, session)])
          return { participants, joinPath }
        }
        const [participants, invoices] = await Promise.all([session.status === 'confirmed' ? people() : null, invoicesOfSession(session.id)])
        return { ...opened, session, people: participants, invoices }
      }
      case 'waiver': {
        const [participants, waiver] = await Promise.all([sessionWaiverParticipants(payload, found.id), waiverText(payload)])
        return { ...opened, participants, waiver, today: pacificDate(now) }
      }
      case 'prep': {
        const [participants, settings] = await Promise.all([sessionWaiverParticipants(payload, found.id), getSiteSettings()])
        return { ...opened, participants, settings }
      }
      case 'join': {
        const key = typeof query.participant === 'string' ? query.participant : null
        const joinerId = participantOfJoinerKey(found.joinNonce, key)
        const joiner = joinerId === null ? null : ((await sessionWaiverParticipants(payload, found.id)).find((p) => p.id === joinerId) ?? null)
        return { ...opened, joiner, joinerKey: joiner && key, waiver: joiner ? await waiverText(payload) : null, today: pacificDate(now) }
      }
    }
  }
  return (await read()) as PageData[P]
}
