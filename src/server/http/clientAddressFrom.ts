/**
 * The client's address from X-Forwarded-For, behind `trustedHops` proxies that each append the address they received
 * the request from: the entry the outermost trusted proxy wrote, counted from the right. Entries further left were
 * written by the client and prove nothing. Null without trusted proxies, or when the header is shorter than the chain
 * (the request did not come through it): then nothing is keyed on an address, never on a shared 'unknown'.
 */
export function clientAddressFrom(forwardedFor: string | null, trustedHops: number): string | null {
  if (trustedHops <= 0 || !forwardedFor) return null
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries.length >= trustedHops ? entries[entries.length - trustedHops] : null
}
