import { describe, expect, it } from 'vitest'

import { count } from './count'

describe('count', () => {
  it('says one in the singular and any other number in the plural', () => {
    expect(count(1, 'spot')).toBe('1 spot')
    expect(count(0, 'spot')).toBe('0 spots')
    expect(count(3, 'participant')).toBe('3 participants')
    expect(count(2, 'daughter', 'daughters')).toBe('2 daughters')
  })
})
