import { describe, expect, it } from 'vitest'

import { isLaterStatus, statusOfProviderEvent } from './status'

describe('email status order', () => {
  it('moves forward only', () => {
    expect(isLaterStatus('Sent', 'Queued')).toBe(true)
    expect(isLaterStatus('Opened', 'Delivered')).toBe(true)
    expect(isLaterStatus('Delivered', 'Opened')).toBe(false)
    expect(isLaterStatus('Opened', 'Opened')).toBe(false)
    expect(isLaterStatus('Delivered', 'Delayed')).toBe(true)
    expect(isLaterStatus('Spam', 'Clicked')).toBe(true)
    expect(isLaterStatus('Opened', 'Bounced')).toBe(false)
  })

  it('takes any status when there is none yet', () => {
    expect(isLaterStatus('Delivered', null)).toBe(true)
  })
})

describe('statusOfProviderEvent', () => {
  it.each([
    ['email.sent', 'Sent'],
    ['email.delivered', 'Delivered'],
    ['email.delivery_delayed', 'Delayed'],
    ['email.opened', 'Opened'],
    ['email.clicked', 'Clicked'],
    ['email.bounced', 'Bounced'],
    ['email.complained', 'Spam'],
  ])('%s → %s', (type, status) => {
    expect(statusOfProviderEvent(type)).toBe(status)
  })

  it('ignores other events', () => {
    expect(statusOfProviderEvent('contact.created')).toBeNull()
  })
})
