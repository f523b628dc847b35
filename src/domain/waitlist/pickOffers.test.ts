import { describe, expect, it } from 'vitest'

import { pickOffers } from './pickOffers'

const party = (id: number, seats: number, position = id) => ({ id, seats, position })

describe('pickOffers', () => {
  it('gives a freed pair to the mother-daughter pair at the top of the list', () => {
    expect(pickOffers(2, [party(1, 2), party(2, 1), party(3, 1)])).toEqual([1])
  })

  it('gives two seats to two single people who joined before the pair', () => {
    expect(pickOffers(2, [party(1, 1), party(2, 1), party(3, 2)])).toEqual([1, 2])
  })

  it('never splits a party: a pair waits while only one seat is free, and a single person below it is offered', () => {
    expect(pickOffers(1, [party(1, 2), party(2, 1)])).toEqual([2])
  })

  it('follows positions, not the order given', () => {
    expect(pickOffers(3, [party(1, 3, 5), party(2, 3, 1)])).toEqual([2])
  })

  it('offers nothing without free seats', () => {
    expect(pickOffers(0, [party(1, 1)])).toEqual([])
    expect(pickOffers(-2, [party(1, 1)])).toEqual([])
  })

  it('offers a mother with two daughters all three seats or none', () => {
    expect(pickOffers(2, [party(1, 3)])).toEqual([])
    expect(pickOffers(3, [party(1, 3)])).toEqual([1])
  })
})
