import { describe, expect, it } from 'vitest'

import { HOMEPAGE_POSITIONS } from '../testimonials/positions'
import { HOMEPAGE_POSITION_LABELS, labelled, platformLabel } from './optionLabels'

describe('option labels', () => {
  it('name every testimonial position by its page and slot', () => {
    expect(Object.keys(HOMEPAGE_POSITION_LABELS)).toEqual([...HOMEPAGE_POSITIONS])
    expect(HOMEPAGE_POSITION_LABELS.About1).toBe('About page, slot 1')
    expect(HOMEPAGE_POSITION_LABELS['Quote 3']).toBe('Home page, slot 3')
  })

  it('spell platforms as their owners do, and leave unknown ones as typed', () => {
    expect(platformLabel('linkedin')).toBe('LinkedIn')
    expect(platformLabel('mastodon')).toBe('mastodon')
    expect(platformLabel(null)).toBe('')
  })

  it('make Payload options keeping the stored values', () => {
    expect(labelled({ a: 'First', b: 'Second' })).toEqual([{ value: 'a', label: 'First' }, { value: 'b', label: 'Second' }])
  })
})
