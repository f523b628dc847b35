import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { versionChanges } from './versionChanges'

const fields: Field[] = [
  { type: 'row', fields: [{ name: 'title', type: 'text' }, { name: 'slug', type: 'select', options: [{ label: 'About page', value: 'about' }, { label: 'Home', value: 'home' }] }] },
  { name: 'hero', type: 'group', fields: [{ name: 'title', type: 'text' }, { name: 'startsAt', type: 'date' }] },
  {
    type: 'tabs',
    tabs: [
      {
        label: 'Content',
        fields: [
          {
            name: 'layout',
            type: 'blocks',
            blocks: [
              { slug: 'text', labels: { singular: 'Text', plural: 'Texts' }, fields: [{ name: 'body', type: 'richText' }] },
              { slug: 'stats', labels: { singular: 'Stats', plural: 'Stats' }, fields: [{ name: 'count', type: 'number' }] },
            ],
          },
        ],
      },
    ],
  },
  { name: 'updatedAt', type: 'date', admin: { hidden: true } },
]

const richText = (text: string) => ({ root: { children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] } })

describe('versionChanges', () => {
  it('lists only what differs, labelled by where it sits, as the owner reads it', () => {
    const before = { title: 'About', slug: 'home', hero: { title: 'Hi', startsAt: '2026-11-28T18:00:00.000Z' }, layout: [{ blockType: 'text', body: richText('Old words') }], updatedAt: 'a' }
    const after = { title: 'About', slug: 'about', hero: { title: 'Hi', startsAt: '2026-11-28T19:30:00.000Z' }, layout: [{ blockType: 'text', body: richText('New words') }, { blockType: 'stats', count: 3 }], updatedAt: 'b' }
    expect(versionChanges(fields, before, after)).toEqual([
      { path: 'slug', label: 'Slug', from: 'Home', to: 'About page' },
      // 18:00 UTC is 10:00 AM in Los Angeles in November, whatever zone runs the test.
      { path: 'hero.startsAt', label: 'Hero › Starts At', from: 'Sat, Nov 28, 2026, 10:00 AM', to: 'Sat, Nov 28, 2026, 11:30 AM' },
      { path: 'layout.0.body', label: 'Content › Layout › 1. Text › Body', from: 'Old words', to: 'New words' },
      { path: 'layout.1.count', label: 'Content › Layout › 2. Stats › Count', from: '', to: '3' },
    ])
  })

  it('names a block whose kind changed instead of comparing its fields', () => {
    const changes = versionChanges(fields, { layout: [{ blockType: 'text', body: richText('x') }] }, { layout: [{ blockType: 'stats', count: 1 }] })
    expect(changes).toEqual([{ path: 'layout.0.blockType', label: 'Content › Layout › 1. Stats', from: 'Text', to: 'Stats' }])
  })

  it('finds nothing between equal versions', () => {
    const data = { title: 'Same', hero: { title: 'Same' }, layout: [] }
    expect(versionChanges(fields, data, structuredClone(data))).toEqual([])
  })
})
