import { describe, expect, it } from 'vitest'

import { lineOrder } from './lineOrder'

const line = (...ids: number[]) => ids.map((id, i) => ({ id, position: i + 1 }))
const order = (numbers: Map<number, number>) => [...numbers.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id)

describe('lineOrder', () => {
  it('moving the third to 1 puts it first and moves the others down one (no two at 1)', () => {
    const places = line(10, 20, 30).map((p) => (p.id === 30 ? { ...p, position: 1 } : p))
    const numbers = lineOrder(places, { id: 30, up: true })
    expect(order(numbers)).toEqual([30, 10, 20])
    expect([...numbers.values()].sort()).toEqual([1, 2, 3])
  })

  it('moving the first to 3 puts it third and moves the others up one', () => {
    const places = line(10, 20, 30, 40).map((p) => (p.id === 10 ? { ...p, position: 3 } : p))
    expect(order(lineOrder(places, { id: 10, up: false }))).toEqual([20, 30, 10, 40])
  })

  it('a position past the end puts it last; a position of 0 or less puts it first', () => {
    expect(order(lineOrder([...line(1, 2, 3).slice(1), { id: 1, position: 99 }], { id: 1, up: false }))).toEqual([2, 3, 1])
    expect(order(lineOrder([...line(1, 2, 3).slice(0, 2), { id: 3, position: -4 }], { id: 3, up: true }))).toEqual([3, 1, 2])
  })

  it('closes gaps left by entries that came off the list, keeping the order', () => {
    expect(lineOrder([{ id: 5, position: 2 }, { id: 6, position: 7 }, { id: 4, position: 4 }])).toEqual(new Map([[5, 1], [4, 2], [6, 3]]))
  })
})
