import { describe, expect, it } from 'vitest'

import { inquirySchema, submitErrorText, US_STATES } from './inquiry'

const valid = {
  formType: 'Private Training',
  firstName: 'Ana',
  lastName: 'Lee',
  email: 'ana@example.com',
  phone: '(925) 555-0100',
  city: 'Walnut Creek',
  state: 'California',
  webRequestDetails: 'Four friends, backyard session.',
  recaptchaToken: 'token',
}

describe('inquirySchema', () => {
  it('accepts a complete private training inquiry; newsletter defaults to false', () => {
    const parsed = inquirySchema.parse(valid)
    expect(parsed.newsletter).toBe(false)
  })

  it('requires every field and a valid email', () => {
    const result = inquirySchema.safeParse({ ...valid, firstName: ' ', email: 'not-an-email', webRequestDetails: '' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(['email', 'firstName', 'webRequestDetails'])
  })

  it('accepts only one of the 50 states', () => {
    expect(US_STATES).toHaveLength(50)
    expect(inquirySchema.safeParse({ ...valid, state: 'Ontario' }).success).toBe(false)
  })

  it('requires organization and title on workplace and community forms only', () => {
    for (const formType of ['Workplace Safety', 'Community Organizations']) {
      const result = inquirySchema.safeParse({ ...valid, formType })
      expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(['organization', 'title'])
      expect(inquirySchema.safeParse({ ...valid, formType, organization: 'Acme', title: 'HR' }).success).toBe(true)
    }
  })

  it('reports a missing organization together with the other wrong fields', () => {
    const result = inquirySchema.safeParse({ ...valid, formType: 'Workplace Safety', email: 'x', organization: 42, title: 'HR' })
    expect([...new Set(result.error?.issues.map((i) => i.path[0]))].sort()).toEqual(['email', 'organization'])
  })

  it('rejects an unknown form type', () => {
    expect(inquirySchema.safeParse({ ...valid, formType: 'Other' }).success).toBe(false)
  })
})

describe('submitErrorText', () => {
  it('appends the direct-contact hint on the community form only', () => {
    expect(submitErrorText('Private Training')).toBe('There was an error submitting your form. Please try again.')
    expect(submitErrorText('Community Organizations')).toBe('There was an error submitting your form. Please try again or contact us directly.')
  })
})
