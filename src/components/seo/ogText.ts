/**
 * Characters the social-image font (next/og's bundled Geist) draws: printable Latin-1 and common typographic
 * punctuation. Anything else would make next/og download a font or emoji image while drawing.
 */
const DRAWABLE = /[\u0020-\u007E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026]/u

/** Text for a social image: only drawable characters, spaces collapsed, at most `max` characters (with an ellipsis). */
export function ogText(text: string, max: number): string {
  const drawable = [...text].filter((c) => DRAWABLE.test(c)).join('').replace(/\s+/g, ' ').trim()
  return drawable.length > max ? `${drawable.slice(0, max - 1).trimEnd()}…` : drawable
}
