import { clientAddressFrom } from './clientAddressFrom'
import { env } from '@/lib/env'

/** The one source of a caller's address (route handlers never see the socket): see TRUSTED_PROXY_HOPS. */
export const clientAddress = (headers: Headers | undefined): string | null =>
  clientAddressFrom(headers?.get('x-forwarded-for') ?? null, env.TRUSTED_PROXY_HOPS)
