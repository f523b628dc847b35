'use client'

import { escapeDiffHTML, FieldDiffContainer, getHTMLDiffComponents, unescapeDiffHTML, useTranslation } from '@payloadcms/ui'

import type { VersionChange } from './versionChanges'

/** One changed value, the older text beside the newer with what differs marked (Payload's own diff look). */
export function VersionChangeDiff({ change }: { change: VersionChange }) {
  const { i18n } = useTranslation()
  const html = (text: string) => `<p>${text ? escapeDiffHTML(text) : '<span class="html-diff-no-value"></span>'}</p>`
  const { From, To } = getHTMLDiffComponents({ fromHTML: html(change.from), toHTML: html(change.to), postProcess: unescapeDiffHTML, tokenizeByCharacter: true })
  return <FieldDiffContainer className="text-diff" From={From} To={To} i18n={i18n} label={{ label: change.label }} />
}
