import { describe, expect, it } from 'vitest'

import { isLiveWaitlistStatus } from './waitlistStatus'

describe('isLiveWaitlistStatus', () => {
  it('is true for the entries still on the list, waiting or offered, and false for the ended ones', () => {
    expect(['waiting', 'offered'].map(isLiveWaitlistStatus)).toEqual([true, true])
    expect(['booked', 'left', 'lapsed', 'closed', '', null, undefined].map(isLiveWaitlistStatus)).toEqual([false, false, false, false, false, false, false])
  })
})
