/** A page behind the organizer's private link: the session itself, its waiver, its prep page, or a receipt's PDF. */
export type OrganizerPage = 'waiver' | 'prep' | `invoices/${string}`

/** The organizer's pages of a private session, from its token. */
export const organizerPath = (token: string, page?: OrganizerPage): string => `/private-sessions/${token}${page ? `/${page}` : ''}`

/** The join link's page; with a joiner's key, the page of the one who joined (and signs their own waiver there). */
export const joinPath = (token: string, joinerKey?: string): string => `/private-sessions/join/${token}${joinerKey ? `?participant=${joinerKey}` : ''}`
