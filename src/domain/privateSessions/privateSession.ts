/** A private, workplace or community-group session, from the proposal the owner sends to the session it becomes. */
export const PRIVATE_PROGRAMS = ['private', 'workplace', 'community-group'] as const
export type PrivateProgram = (typeof PRIVATE_PROGRAMS)[number]

export const PRIVATE_PROGRAM_LABELS: Record<PrivateProgram, string> = {
  private: 'Private training',
  workplace: 'Workplace safety',
  'community-group': 'Community group program',
}

/** Proposal sent (open until its date) -> confirmed once the deposit (or the full price) is paid -> maybe cancelled (by the organizer or the studio). */
export const PRIVATE_SESSION_STATUSES = ['proposal-sent', 'confirmed', 'withdrawn', 'cancelled', 'cancelled-by-studio'] as const
export type PrivateSessionStatus = (typeof PRIVATE_SESSION_STATUSES)[number]

export const PRIVATE_SESSION_STATUS_LABELS: Record<PrivateSessionStatus, string> = {
  'proposal-sent': 'Proposal sent',
  confirmed: 'Confirmed (deposit paid)',
  withdrawn: 'Withdrawn',
  cancelled: 'Cancelled by the organizer',
  'cancelled-by-studio': 'Cancelled by the studio',
}

export const MEETING_KINDS = ['customer-address', 'park', 'gym', 'home', 'venue'] as const
export type MeetingKind = (typeof MEETING_KINDS)[number]

export const MEETING_KIND_LABELS: Record<MeetingKind, string> = {
  'customer-address': "The customer's address",
  park: 'A park',
  gym: 'A gym',
  home: 'A home',
  venue: 'A venue',
}

export const PRICINGS = ['per-person', 'flat'] as const
export type Pricing = (typeof PRICINGS)[number]

/** The inquiry form each program comes from, so a proposal made from an inquiry starts on the right program. */
export const PROGRAM_OF_FORM: Record<string, PrivateProgram> = {
  'Private Training': 'private',
  'Workplace Safety': 'workplace',
  'Community Organizations': 'community-group',
}

/** A proposal can be accepted while it is still sent and open. */
export const isProposalOpen = (session: { status: string; openUntil: string | Date }, now: Date): boolean =>
  session.status === 'proposal-sent' && now.getTime() < new Date(session.openUntil).getTime()
