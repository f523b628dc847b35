/** Site settings a page's text may name: `{businessName}`, `{phone}` or `{email}` in the CMS stands for its value. */
export type SiteValues = { businessName: string; phone: string; email: string }

const PLACEHOLDER = /\{(businessName|phone|email)\}/g

export function fillSiteText(text: string, values: SiteValues): string {
  return text.replace(PLACEHOLDER, (_, name: keyof SiteValues) => values[name])
}

export type TextPart = { text: string; href?: undefined } | { text: string; href: string }

/** Matches `[label](/path)` or `[label](https://…)`: a link inside a paragraph of CMS text. */
const LINK = /\[([^\]]+)\]\((\/[^)\s]*|https:\/\/[^)\s]+)\)/g

/** A paragraph's plain text and links, in order; anything that is not a well-formed link stays text. */
export function splitLinks(paragraph: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of paragraph.matchAll(LINK)) {
    if (match.index > last) parts.push({ text: paragraph.slice(last, match.index) })
    parts.push({ text: match[1], href: match[2] })
    last = match.index + match[0].length
  }
  if (last < paragraph.length) parts.push({ text: paragraph.slice(last) })
  return parts
}

/** Paragraphs of a CMS text area: separated by a blank line. */
export const paragraphs = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
