import { describe, expect, it } from 'vitest'

import { classCancelledReminderCutoff } from './classCancelledReminder'

describe('classCancelledReminderCutoff', () => {
  it('is exactly 3 days (72 hours) before now, across a daylight-saving change too', () => {
    expect(classCancelledReminderCutoff(new Date('2026-06-10T17:00:00Z')).toISOString()).toBe('2026-06-07T17:00:00.000Z')
    expect(classCancelledReminderCutoff(new Date('2026-11-03T17:00:00Z')).toISOString()).toBe('2026-10-31T17:00:00.000Z')
  })
})
