import configPromise from '@payload-config'
import type { Field, SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

type Listed = { collection: string; name: string; field: Field & { name: string } }

/** The fields a list can show or filter on: through rows, collapsibles, tabs and groups (not inside arrays). */
function listableFields(collection: string, fields: Field[], prefix = ''): Listed[] {
  return fields.flatMap((field): Listed[] => {
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => listableFields(collection, tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix))
    if (field.type === 'row' || field.type === 'collapsible') return listableFields(collection, field.fields, prefix)
    if (field.type === 'group') return listableFields(collection, field.fields, 'name' in field && field.name ? `${prefix}${field.name}.` : prefix)
    if (!('name' in field) || field.type === 'ui') return []
    return [{ collection, name: `${prefix}${field.name}`, field }]
  })
}

const admin = (field: Field) => (field.admin ?? {}) as { hidden?: boolean; disabled?: boolean; disableListColumn?: boolean; disableListFilter?: boolean; components?: { Cell?: unknown } }
const isShown = (field: Field) => !('hidden' in field && field.hidden) && !admin(field).hidden && !admin(field).disabled
const isColumn = (field: Field) => isShown(field) && !admin(field).disableListColumn
const isFilter = (field: Field) => isShown(field) && !admin(field).disableListFilter && !('virtual' in field && field.virtual === true)
const cell = (field: Field) => String(admin(field).components?.Cell ?? '')
const where = (l: Listed) => `${l.collection}.${l.name}`

let config: SanitizedConfig
const everyField = async () => {
  config ??= await configPromise
  // Payload's own collections (jobs, preferences, migrations, …) have no list in /cms.
  return config.collections.filter((c) => !c.slug.startsWith('payload-')).flatMap((c) => listableFields(c.slug, c.fields))
}

describe('the /cms lists speak the studio’s language (every collection’s admin config)', () => {
  it('never list or filter on a time-zone companion (*_tz / *Tz)', async () => {
    const tz = (await everyField()).filter((l) => /(_tz|Tz)$/.test(l.name))
    expect(tz.length).toBeGreaterThan(0)
    expect(tz.filter((l) => isColumn(l.field) || isFilter(l.field)).map(where)).toEqual([])
  })

  it('list amounts kept in cents as dollars, and never ask for cents in a filter', async () => {
    const cents = (await everyField()).filter((l) => /Cents$/.test(l.name))
    expect(cents.map(where)).toEqual(expect.arrayContaining(['bookings.totalCents', 'class-credits.amountCents', 'classes.priceCents']))
    expect(cents.filter((l) => isFilter(l.field)).map(where)).toEqual([])
    expect(cents.filter((l) => isColumn(l.field) && !cell(l.field).endsWith('#DollarsCell')).map(where)).toEqual([])
  })

  it('list booleans as Yes or No, and filter on them in the same words', async () => {
    const booleans = (await everyField()).filter((l) => l.field.type === 'checkbox')
    expect(booleans.length).toBeGreaterThan(5)
    expect(booleans.filter((l) => isColumn(l.field) && !cell(l.field).endsWith('#YesNoCell')).map(where)).toEqual([])
    if (booleans.some((l) => isFilter(l.field))) {
      const words = (config.i18n.translations as { en?: { general?: Record<string, string> } }).en?.general
      expect(words).toMatchObject({ true: 'Yes', false: 'No' })
    }
  })

  it('list every date and time in Pacific time, created and updated included', async () => {
    const dates = (await everyField()).filter((l) => l.field.type === 'date')
    expect(dates.map(where)).toEqual(expect.arrayContaining(['bookings.createdAt', 'pages.updatedAt', 'class-credits.expiresAt']))
    // createdAt / updatedAt are admin-hidden yet offered as columns, so only fields Payload never shows are exempt.
    const shownSomewhere = dates.filter((l) => !('hidden' in l.field && l.field.hidden))
    expect(shownSomewhere.filter((l) => !cell(l.field).endsWith('#PacificDateCell')).map(where)).toEqual([])
  })
})
