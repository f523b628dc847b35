import { describe, expect, it } from 'vitest'

import { bookingKindOf, bookingPath } from './bookingKind'

describe('bookingKindOf', () => {
  it('maps each class type to its booking kind and page', () => {
    expect(bookingKindOf('public-adult-teen')).toBe('adult')
    expect(bookingKindOf('public-mother-daughter')).toBe('mother-daughter')
    expect(bookingKindOf('community-mother-daughter')).toBe('community-mother-daughter')
    expect(bookingPath('mother-daughter', 4)).toBe('/book-mother-daughter-class/4')
    expect(bookingPath('community-mother-daughter', 4)).toBe('/book-community-md/4')
  })
})
