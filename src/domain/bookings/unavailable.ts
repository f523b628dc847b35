import type { CardAction } from '../schedule/cardAction'
import { formatOpensAt } from './classStart'

export type UnavailableAction = Exclude<CardAction, { kind: 'register' }>

/** What a booking page says instead of a form, and what create-booking answers, for each reason it cannot book. */
export function unavailableMessage(action: UnavailableAction, partnerOrganization: string | null): string {
  switch (action.kind) {
    case 'cancelled':
      return 'This class has been cancelled'
    case 'full':
      return 'Sorry, this class is already full.'
    case 'closed':
      return 'Registration for this class has closed.'
    case 'opens-later':
      return `Registration opens ${formatOpensAt(new Date(action.opensAt))}.`
    case 'coming-soon':
      return 'Registration for this class has not opened yet.'
    case 'register-external':
      return `Registration for this class is handled by ${partnerOrganization?.trim() || 'our partner'}.`
    case 'contact':
      return 'Registration for this class is by email: contact us and we will save your spot.'
  }
}
