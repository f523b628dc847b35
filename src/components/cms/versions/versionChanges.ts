import type { Block, Field } from 'payload'
import { toWords } from 'payload/shared'

import { pacificDateTime } from '@/domain/cms/listColumnFormats'
import { richTextToPlain } from '@/domain/faq/faqGroups'

/** One value that differs between two versions of a document, both sides as the owner reads them. */
export type VersionChange = { path: string; label: string; from: string; to: string }

type Data = Record<string, unknown> | null | undefined

const labelOf = (label: unknown, name: string | undefined): string => (typeof label === 'string' && label ? label : name ? toWords(name) : '')

/** 'Content › Layout'; a group named like the tab it sits in ('Hero' in the Hero tab) is named once. */
const joinLabels = (prefix: string, label: string) =>
  !prefix || !label ? prefix || label : prefix === label || prefix.endsWith(` › ${label}`) ? prefix : `${prefix} › ${label}`

const optionLabel = (field: Field, value: unknown): string => {
  if (!('options' in field)) return String(value)
  const option = field.options.find((o) => (typeof o === 'string' ? o : o.value) === value)
  return typeof option === 'object' && typeof option.label === 'string' ? option.label : String(value)
}

/** A value as text: dates in Pacific time, choices by their labels, rich text as its words. */
function readable(field: Field, value: unknown): string {
  if (value === null || value === undefined || value === '') return ''
  if (Array.isArray(value)) return value.map((v) => readable(field, v)).join(', ')
  switch (field.type) {
    case 'date':
      return typeof value === 'string' ? pacificDateTime(value) : String(value)
    case 'checkbox':
      return value ? 'Yes' : 'No'
    case 'select':
    case 'radio':
      return optionLabel(field, value)
    case 'richText':
      return richTextToPlain(value)
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value)
  }
}

const blockOf = (field: Field, row: Data): Block | undefined =>
  field.type === 'blocks' ? field.blocks.find((b) => b.slug === row?.blockType) : undefined

/**
 * The values that differ between two versions' data, walked along the collection's fields (rows, tabs and groups by
 * their labels, list rows by their position), skipping what the form hides.
 */
export function versionChanges(fields: Field[], from: Data, to: Data, prefix = '', path = ''): VersionChange[] {
  return fields.flatMap((field): VersionChange[] => {
    // A version's status is shown beside its time, not as a change.
    if (field.type === 'ui' || field.admin?.hidden || ('name' in field && field.name === '_status')) return []
    if (field.type === 'row' || field.type === 'collapsible') return versionChanges(field.fields, from, to, prefix, path)
    if (field.type === 'tabs') {
      return field.tabs.flatMap((tab) => {
        const label = joinLabels(prefix, labelOf(tab.label, 'name' in tab ? tab.name : undefined))
        if (!('name' in tab) || !tab.name) return versionChanges(tab.fields, from, to, label, path)
        return versionChanges(tab.fields, from?.[tab.name] as Data, to?.[tab.name] as Data, label, `${path}${tab.name}.`)
      })
    }
    if (!('name' in field)) return versionChanges(field.fields, from, to, prefix, path)
    const label = joinLabels(prefix, labelOf(field.label, field.name))
    const before = from?.[field.name]
    const after = to?.[field.name]
    if (field.type === 'group') return versionChanges(field.fields, before as Data, after as Data, label, `${path}${field.name}.`)
    if (field.type === 'array' || field.type === 'blocks') {
      const rowsBefore = (Array.isArray(before) ? before : []) as Data[]
      const rowsAfter = (Array.isArray(after) ? after : []) as Data[]
      return Array.from({ length: Math.max(rowsBefore.length, rowsAfter.length) }, (_, i) => {
        const rowBefore = rowsBefore[i]
        const rowAfter = rowsAfter[i]
        const block = blockOf(field, rowAfter ?? rowBefore)
        const rowLabel = joinLabels(label, `${i + 1}${block ? `. ${labelOf(block.labels?.singular, block.slug)}` : ''}`)
        const rowPath = `${path}${field.name}.${i}.`
        if (field.type === 'blocks' && rowBefore && rowAfter && rowBefore.blockType !== rowAfter.blockType) {
          const kind = (row: Data) => labelOf(blockOf(field, row)?.labels?.singular, String(row?.blockType ?? ''))
          return [{ path: `${rowPath}blockType`, label: rowLabel, from: kind(rowBefore), to: kind(rowAfter) }]
        }
        const rowFields = field.type === 'array' ? field.fields : (block?.fields ?? [])
        return versionChanges(rowFields, rowBefore, rowAfter, rowLabel, rowPath)
      }).flat()
    }
    const fromText = readable(field, before)
    const toText = readable(field, after)
    return fromText === toText ? [] : [{ path: `${path}${field.name}`, label, from: fromText, to: toText }]
  })
}
