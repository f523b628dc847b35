import { describe, expect, it } from 'vitest'

import { manageTokenOfPath } from './manageLookup'

describe('manageTokenOfPath', () => {
  it('finds the token of a manage page address only', () => {
    expect(manageTokenOfPath('/manage-booking/abc_-1')).toBe('abc_-1')
    expect(manageTokenOfPath('/manage-booking/abc/')).toBe('abc')
    expect(manageTokenOfPath('/manage-booking')).toBeNull()
    expect(manageTokenOfPath('/manage-booking/abc/more')).toBeNull()
    expect(manageTokenOfPath('/api/manage-booking/cancel')).toBeNull()
  })
})
