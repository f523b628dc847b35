import { describe, expect, it } from 'vitest'

import { fillPositions, splitFeatured } from './positions'

const fallbacks = { 'Quote 1': { name: 'Fallback One', content: 'one' }, 'Quote 2': { name: 'Fallback Two', content: 'two' } }

describe('fillPositions', () => {
  it('uses the CMS testimonial of each position and the fallback for empty ones', () => {
    const slots = fillPositions(['Quote 1', 'Quote 2'], [{ name: 'Jen', content: 'cms', homepagePosition: 'Quote 2' }], fallbacks)
    expect(slots.map((s) => [s.name, s.fromCms])).toEqual([
      ['Fallback One', false],
      ['Jen', true],
    ])
  })

  it('uses every fallback when the testimonials could not be read', () => {
    expect(fillPositions(['Quote 1', 'Quote 2'], null, fallbacks).map((s) => s.name)).toEqual(['Fallback One', 'Fallback Two'])
  })

  it('leaves out a position with neither a testimonial nor a fallback', () => {
    expect(fillPositions(['Quote 1', 'About1'], [], fallbacks).map((s) => s.position)).toEqual(['Quote 1'])
  })
})

describe('splitFeatured', () => {
  it('takes the first featured testimonial out of the grid', () => {
    const list: { id: number; isFeatured?: boolean }[] = [{ id: 1 }, { id: 2, isFeatured: true }, { id: 3, isFeatured: true }]
    const { featured, rest } = splitFeatured(list)
    expect(featured?.id).toBe(2)
    expect(rest.map((t) => t.id)).toEqual([1, 3])
  })

  it('has no featured block when none is flagged', () => {
    expect(splitFeatured([{ id: 1, isFeatured: false }]).featured).toBeNull()
  })
})
