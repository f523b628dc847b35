import { describe, expect, it } from 'vitest'

import { comingWeek, FAILED_EMAIL_STATUSES } from './dashboard'

describe('comingWeek', () => {
  it('runs from now to the same moment seven days on', () => {
    const now = new Date('2026-11-20T18:00:00.000Z')
    expect(comingWeek(now)).toEqual({ from: now, to: new Date('2026-11-27T18:00:00.000Z') })
  })
})

describe('FAILED_EMAIL_STATUSES', () => {
  it('holds the statuses of emails that did not arrive, not the ones on their way', () => {
    expect(FAILED_EMAIL_STATUSES).toEqual(expect.arrayContaining(['Failed', 'Bounced']))
    expect(FAILED_EMAIL_STATUSES).not.toContain('Queued')
    expect(FAILED_EMAIL_STATUSES).not.toContain('Delayed')
  })
})
