import { describe, expect, it } from 'vitest'

import { allDayIcsAttributes, googleCalendarUrl, icsAttributes } from './calendar'

const event = { title: 'Adult Self-Defense', start: new Date('2026-06-13T17:00:00Z'), end: null, location: '1 Main St, Walnut Creek' }

describe('calendar', () => {
  it('builds a Google Calendar link in UTC, 120 minutes long without an end time', () => {
    const url = new URL(googleCalendarUrl(event))
    expect(url.searchParams.get('dates')).toBe('20260613T170000Z/20260613T190000Z')
    expect(url.searchParams.get('text')).toBe('Adult Self-Defense')
    expect(url.searchParams.get('location')).toBe('1 Main St, Walnut Creek')
  })

  it('gives ics attributes in UTC', () => {
    const attrs = icsAttributes({ ...event, end: new Date('2026-06-13T20:00:00Z') }, 'booking-1@swsd')
    expect(attrs.start).toEqual([2026, 6, 13, 17, 0])
    expect(attrs.end).toEqual([2026, 6, 13, 20, 0])
  })
})

describe('allDayIcsAttributes', () => {
  it('makes a date-only class an all-day event on its day, across a month end', async () => {
    const { createEvent } = await import('ics')
    const attributes = allDayIcsAttributes({ title: 'Class', date: '2026-11-30', location: 'Walnut Creek' }, 'B-1@swsd')
    expect(attributes).toMatchObject({ start: [2026, 11, 30], end: [2026, 12, 1] })
    const { error, value } = createEvent(attributes)
    expect(error).toBeFalsy()
    expect(value).toContain('DTSTART;VALUE=DATE:20261130')
    expect(value).toContain('DTEND;VALUE=DATE:20261201')
  })
})
