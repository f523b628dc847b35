import { signedIdLink } from '../links/hmacLink'

/**
 * The gift certificate's balance link, no account needed: `<id>.<mac>` (`signedIdLink`), so nothing is stored and no
 * other certificate's id can be forged.
 */
const link = signedIdLink('gift-balance')

export const giftBalanceToken = (creditId: number): string => link.tokenOf(creditId)

export const giftBalancePath = (creditId: number): string => `/gift-certificates/balance/${giftBalanceToken(creditId)}`

/** The certificate a balance token opens (its id), or null for a malformed or forged one. */
export const creditIdOfBalanceToken = (token: string): number | null => link.idOf(token)
