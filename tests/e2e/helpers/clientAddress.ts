import { randomInt } from 'node:crypto'

/**
 * A visitor's own network address, sent as X-Forwarded-For. The 'stripe' project's server trusts one proxy hop, so
 * without it every request counts against 127.0.0.1 and the specs together use up the per-address limits (ten
 * sign-ins in 15 minutes); the other servers ignore the header.
 */
export const newClientAddress = () => `198.18.${randomInt(256)}.${randomInt(256)}`
