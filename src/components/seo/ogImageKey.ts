import { createHmac, timingSafeEqual } from 'node:crypto'

/** Longest title a social image is drawn for: page titles are short, and longer text would not fit the image. */
export const OG_TITLE_MAX = 120

const signature = (title: string, secret: string): string =>
  createHmac('sha256', secret).update(`og-title\n${title}`).digest('base64url').slice(0, 22)

/**
 * The address segment of a page's social image: the title and a signature of it. Only titles this site signed are
 * drawn, so nobody can make the server render (and cache) images of any text they like.
 */
export function ogTitleKey(title: string, secret: string): string {
  const shown = title.slice(0, OG_TITLE_MAX)
  return `${Buffer.from(shown, 'utf8').toString('base64url')}.${signature(shown, secret)}`
}

/** The title a key carries when this site signed it; null for anything else. */
export function titleOfOgKey(key: string, secret: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,700})\.([A-Za-z0-9_-]{22})$/.exec(key)
  if (!match) return null
  const title = Buffer.from(match[1], 'base64url').toString('utf8')
  if (title.length === 0 || title.length > OG_TITLE_MAX) return null
  const expected = Buffer.from(signature(title, secret))
  const given = Buffer.from(match[2])
  return expected.length === given.length && timingSafeEqual(expected, given) ? title : null
}
