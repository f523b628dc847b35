/**
 * The manage page's lookup is counted by the proxy, which alone can answer 429 (a Next page cannot set its status).
 * It tells the page through request headers it writes itself, after removing any the client sent.
 */
export const MANAGE_LOOKUP_COUNTED_HEADER = 'x-manage-lookup-counted'
/** Holds the words to show when the lookup was refused. */
export const MANAGE_LOOKUP_REFUSED_HEADER = 'x-manage-lookup-refused'

/** The token of a manage page address (`/manage-booking/<token>`), or null for any other address. */
export function manageTokenOfPath(pathname: string): string | null {
  const match = /^\/manage-booking\/([^/]+)\/?$/.exec(pathname)
  return match ? match[1] : null
}
