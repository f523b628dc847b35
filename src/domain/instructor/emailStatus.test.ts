import { describe, expect, it } from 'vitest'

import { emailStatusLabel } from './emailStatus'

describe('emailStatusLabel', () => {
  it.each([
    [null, 'No email sent'],
    [undefined, 'No email sent'],
    ['', 'No email sent'],
    ['  ', 'No email sent'],
    ['Sent', 'Sent (pending)'],
    ['Delivered', 'Delivered'],
    ['Opened', 'Opened'],
    ['Clicked', 'Clicked'],
    ['Bounced', 'Bounced'],
    ['Spam', 'Marked as spam'],
    ['Delayed', 'Delayed'],
    ['Queued', 'Queued'],
    ['Something new', 'Something new'],
  ])('%j is shown as %j', (status, label) => {
    expect(emailStatusLabel(status)).toBe(label)
  })
})
