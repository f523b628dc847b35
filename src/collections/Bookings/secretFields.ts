import type { Field } from 'payload'

/** Hashes and nonces the server alone reads: never shown, never edited, not even by the owner. */
export const secretFields: Field[] = [
  {
    // sha256 of the network address an online booking came from (when a trusted proxy names it): live holds per address,
    // found through an index of held bookings' addresses (migration perf_held_address).
    name: 'clientAddressHash',
    type: 'text',
    access: { read: () => false, update: () => false },
    admin: { hidden: true },
  },
  {
    // sha256 of the token that lets the visitor who opened the checkout give its seats back (cancel_url, Back).
    name: 'checkoutCancelTokenHash',
    type: 'text',
    access: { read: () => false, update: () => false },
    admin: { hidden: true },
  },
  {
    // The private manage link (/manage-booking/{token}): the token is derived from this nonce with the server's secret.
    name: 'manageTokenNonce',
    type: 'text',
    access: { read: () => false, update: () => false },
    admin: { hidden: true },
  },
  {
    // sha256 of the manage token, to find the booking from its link; the token itself is never stored.
    name: 'manageTokenHash',
    type: 'text',
    unique: true,
    access: { read: () => false, update: () => false },
    admin: { hidden: true },
  },
]
