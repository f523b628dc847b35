import { type CardActionInput, cardAction } from '../schedule/cardAction'
import { isWaitlistClosed } from './offerWindow'

/**
 * Whether a visitor may join a class's waitlist: the class is full, and would otherwise be open for booking on this
 * site (not cancelled, registration open), and there is still time for an offer before registration closes.
 */
export const waitlistOpen = (input: CardActionInput, now: Date): boolean =>
  cardAction(input, now).kind === 'full' && cardAction({ ...input, remaining: null }, now).kind === 'register' && !isWaitlistClosed(input.start, now)
