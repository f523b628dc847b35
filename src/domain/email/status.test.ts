import { describe, expect, it } from 'vitest'

import { statusOfProviderEvent } from './status'

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
