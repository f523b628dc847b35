import { describe, expect, it } from 'vitest'

import {
  bookableUnits,
  type CardActionInput,
  cardAction,
  cardActionChanges,
  contactMailto,
  isFull,
  isOwnClass,
  lastCardActionChange,
  spotsNote,
} from './cardAction'

const BUSINESS = 'SWSD Self-Defense'
// Saturday 2026-06-13 10:00 PDT.
const START = new Date('2026-06-13T17:00:00Z')
const HOUR = 3_600_000

const input = (over: Partial<CardActionInput> = {}): CardActionInput => ({
  id: 7,
  type: 'public-adult-teen',
  bookingMethod: 'swsd website',
  start: START,
  registrationOpens: null,
  bookingUrl: null,
  partnerOrganization: BUSINESS,
  businessName: BUSINESS,
  remaining: 5,
  ...over,
})
const longBefore = new Date(START.getTime() - 48 * HOUR)

describe('cardAction rule 1: full', () => {
  it('is full when no seat remains on an adult class', () => {
    expect(cardAction(input({ remaining: 0 }), longBefore)).toEqual({ kind: 'full' })
    expect(cardAction(input({ remaining: 1 }), longBefore).kind).toBe('register')
  })

  it('is full below 2 seats on a mother-daughter class', () => {
    expect(cardAction(input({ type: 'public-mother-daughter', remaining: 1 }), longBefore)).toEqual({ kind: 'full' })
    expect(cardAction(input({ type: 'public-mother-daughter', remaining: 2 }), longBefore)).toEqual({
      kind: 'register',
      href: '/book-mother-daughter-class/7',
    })
  })

  it('wins over the 4-hour cutoff', () => {
    expect(cardAction(input({ remaining: 0 }), new Date(START.getTime() - HOUR))).toEqual({ kind: 'full' })
  })

  it('applies only to classes booked on this site, and not when availability is unknown', () => {
    expect(cardAction(input({ bookingMethod: 'external', bookingUrl: 'https://x.example', remaining: 0 }), longBefore).kind).toBe(
      'register-external',
    )
    expect(cardAction(input({ remaining: null }), longBefore).kind).toBe('register')
  })
})

describe('cardAction rule 2: registration closes 4 hours before the start', () => {
  it('is open one millisecond before the cutoff and closed exactly at it', () => {
    expect(cardAction(input(), new Date(START.getTime() - 4 * HOUR - 1)).kind).toBe('register')
    expect(cardAction(input(), new Date(START.getTime() - 4 * HOUR))).toEqual({ kind: 'closed' })
  })

  it('closes for every booking method', () => {
    const now = new Date(START.getTime() - HOUR)
    expect(cardAction(input({ bookingMethod: 'external', bookingUrl: 'https://x.example' }), now).kind).toBe('closed')
    expect(cardAction(input({ bookingMethod: 'contact' }), now).kind).toBe('closed')
  })

  it('counts real hours on the spring-forward day (10:00 PDT on 2026-03-08 closes at 06:00 PDT = 13:00 UTC)', () => {
    const start = new Date('2026-03-08T17:00:00Z')
    expect(cardAction(input({ start }), new Date('2026-03-08T12:59:59Z')).kind).toBe('register')
    expect(cardAction(input({ start }), new Date('2026-03-08T13:00:00Z')).kind).toBe('closed')
  })

  it('judges a late-evening Los Angeles class correctly although UTC is already the next day', () => {
    // 21:00 PDT on June 12 = 04:00 UTC on June 13; closes at 17:00 PDT on June 12.
    const start = new Date('2026-06-13T04:00:00Z')
    expect(cardAction(input({ start }), new Date('2026-06-12T23:59:00Z')).kind).toBe('register')
    expect(cardAction(input({ start }), new Date('2026-06-13T00:00:00Z')).kind).toBe('closed')
  })
})

describe('cardAction rule 3: booked here and run by the business', () => {
  it('registers to the adult or mother-daughter booking page', () => {
    expect(cardAction(input(), longBefore)).toEqual({ kind: 'register', href: '/book-adult-class/7' })
  })

  it("recognises the business's own classes ignoring case", () => {
    expect(isOwnClass('swsd self-defense ', BUSINESS)).toBe(true)
    expect(isOwnClass('City of Walnut Creek', BUSINESS)).toBe(false)
    expect(isOwnClass(null, BUSINESS)).toBe(false)
  })

  it('says Coming Soon with the opening time while registration has not opened', () => {
    const opens = '2026-06-01T16:00:00.000Z'
    expect(cardAction(input({ registrationOpens: opens }), new Date('2026-06-01T15:59:59Z'))).toEqual({ kind: 'opens-later', opensAt: opens })
    expect(cardAction(input({ registrationOpens: opens }), new Date('2026-06-01T16:00:00Z')).kind).toBe('register')
  })
})

describe('cardAction rules 4-6', () => {
  const partner = { partnerOrganization: 'Diablo Valley College' }

  it('opens an external booking URL', () => {
    expect(cardAction(input({ ...partner, bookingMethod: 'external', bookingUrl: 'https://dvc.example' }), longBefore)).toEqual({
      kind: 'register-external',
      href: 'https://dvc.example',
    })
  })

  it('offers Contact Us for contact classes', () => {
    expect(cardAction(input({ ...partner, bookingMethod: 'contact' }), longBefore)).toEqual({ kind: 'contact' })
  })

  it('otherwise says Coming Soon when an opening time is set, else Contact Us', () => {
    expect(cardAction(input({ ...partner }), longBefore)).toEqual({ kind: 'contact' })
    expect(cardAction(input({ ...partner, registrationOpens: '2026-01-01T00:00:00Z' }), longBefore)).toEqual({ kind: 'coming-soon' })
    expect(cardAction(input({ ...partner, bookingMethod: 'external', bookingUrl: null }), longBefore)).toEqual({ kind: 'contact' })
  })
})

describe('isFull', () => {
  it('needs 1 seat for adults and 2 for mother-daughter classes', () => {
    expect(isFull('public-adult-teen', 0)).toBe(true)
    expect(isFull('public-adult-teen', 1)).toBe(false)
    expect(isFull('public-mother-daughter', 1)).toBe(true)
    expect(isFull('public-mother-daughter', 2)).toBe(false)
  })
})

describe('bookableUnits', () => {
  it('is the seats left for adults and the whole pairs left for mother-daughter classes, never negative', () => {
    expect(bookableUnits('public-adult-teen', 3)).toBe(3)
    expect(bookableUnits('public-mother-daughter', 5)).toBe(2)
    expect(bookableUnits('community-mother-daughter', 1)).toBe(0)
    expect(bookableUnits('public-adult-teen', -1)).toBe(0)
  })
})

describe('spotsNote', () => {
  const register = { kind: 'register', href: '/x' } as const
  const o = (remaining: number | null, availableSpots = 10) => ({ type: 'public-adult-teen' as const, bookingMethod: 'swsd website' as const, availableSpots, remaining })

  it('warns at half the spots or fewer', () => {
    expect(spotsNote(o(5), register)).toBe('Only 5 spots left! • Filling up fast')
    expect(spotsNote(o(1), register)).toBe('Only 1 spot left! • Filling up fast')
  })

  it('invites groups above half', () => {
    expect(spotsNote(o(6), register)).toBe('6 spots available • Great for groups')
    expect(spotsNote(o(1, 1), register)).toBe('1 spot available • Great for groups')
  })

  it('counts pairs for mother-daughter classes, in real plurals', () => {
    const md = (remaining: number, availableSpots = 10) => ({ ...o(remaining, availableSpots), type: 'public-mother-daughter' as const })
    expect(spotsNote(md(10), register)).toBe('5 pairs left • Great for groups')
    expect(spotsNote(md(7), register)).toBe('3 pairs left • Great for groups')
    expect(spotsNote(md(5), register)).toBe('Only 2 pairs left! • Filling up fast')
    expect(spotsNote(md(3), register)).toBe('Only 1 pair left! • Filling up fast')
    expect(spotsNote({ ...md(4), type: 'community-mother-daughter' }, register)).toBe('Only 2 pairs left! • Filling up fast')
  })

  it('says nothing for full or closed classes, other methods, no spots or unknown availability', () => {
    expect(spotsNote(o(0), { kind: 'full' })).toBeNull()
    expect(spotsNote(o(4), { kind: 'closed' })).toBeNull()
    expect(spotsNote({ ...o(4), bookingMethod: 'external' }, register)).toBeNull()
    expect(spotsNote(o(0, 0), register)).toBeNull()
    expect(spotsNote(o(null), register)).toBeNull()
  })
})

describe('contactMailto', () => {
  it('names the class in the subject and body', () => {
    const url = contactMailto('info@swsd.example', 'Community Workshop', 'Wednesday, June 17, 2026')
    expect(url.startsWith('mailto:info@swsd.example?subject=')).toBe(true)
    const params = new URLSearchParams(url.split('?')[1])
    expect(params.get('subject')).toBe('Question about Community Workshop')
    expect(params.get('body')).toContain('Community Workshop on Wednesday, June 17, 2026')
  })
})

describe('cardAction for booking pages and create-booking', () => {
  it('says a cancelled class is cancelled before anything else', () => {
    expect(cardAction(input({ isCancelled: true, remaining: 0 }), longBefore)).toEqual({ kind: 'cancelled' })
    expect(cardAction(input({ isCancelled: false }), longBefore).kind).toBe('register')
  })

  it('registers a community class on its organizer page whoever the partner is', () => {
    const community = input({ type: 'community-mother-daughter', partnerOrganization: 'Girl Scout Troop 60412' })
    expect(cardAction(community, longBefore)).toEqual({ kind: 'register', href: '/book-community-md/7' })
    expect(cardAction({ ...community, bookingMethod: 'contact' }, longBefore)).toEqual({ kind: 'contact' })
    expect(cardAction({ ...community, remaining: 1 }, longBefore)).toEqual({ kind: 'full' })
  })

  it('never offers registration here for an adult class run by another partner', () => {
    expect(cardAction(input({ partnerOrganization: 'City of Walnut Creek Recreation' }), longBefore)).toEqual({ kind: 'contact' })
  })
})

describe('lastCardActionChange', () => {
  const start = new Date('2026-12-05T18:00:00Z')
  const opens = '2026-12-01T17:00:00Z'
  const changes = cardActionChanges(start, opens)
  const coming = input({ start, registrationOpens: opens })

  it('gives every card the action it has at the moment itself, around each change', () => {
    const moments = ['2026-11-28T00:00:00Z', '2026-12-01T16:59:59Z', opens, '2026-12-03T00:00:00Z', '2026-12-05T13:59:59Z', '2026-12-05T14:00:00Z', '2027-01-01T00:00:00Z']
    for (const moment of moments) {
      const now = new Date(moment).getTime()
      expect(cardAction(coming, new Date(lastCardActionChange(now, changes))), moment).toEqual(cardAction(coming, new Date(now)))
    }
  })

  it('stays put between changes, so the cards need no new render', () => {
    expect(lastCardActionChange(Date.parse('2026-12-02T00:00:00Z'), changes)).toBe(Date.parse(opens))
    expect(lastCardActionChange(Date.parse('2026-12-04T00:00:00Z'), changes)).toBe(Date.parse(opens))
    expect(lastCardActionChange(Date.parse('2026-12-05T14:00:00Z'), changes)).toBe(Date.parse('2026-12-05T14:00:00Z'))
  })
})
