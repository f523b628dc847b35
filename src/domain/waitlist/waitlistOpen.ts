import { type CardActionInput, cardAction } from '../schedule/cardAction'

/**
 * Whether a visitor may join a class's waitlist: the class is full, and would otherwise be open for booking on this
 * site (not cancelled, registration open and not yet closed, 4 hours before the start).
 */
export const waitlistOpen = (input: CardActionInput, now: Date): boolean =>
  cardAction(input, now).kind === 'full' && cardAction({ ...input, remaining: null }, now).kind === 'register'
