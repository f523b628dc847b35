import { z } from 'zod'

import { FORM_TYPES, type FormType } from './formTypes'

export const US_STATES = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Georgia',
  'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland',
  'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire',
  'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania',
  'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington',
  'West Virginia', 'Wisconsin', 'Wyoming',
] as const

/** Workplace and community forms also ask for the organization and the person's title. */
export const needsOrganization = (formType: FormType): boolean => formType !== 'Private Training'

const hasKnownFormType = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (FORM_TYPES as readonly unknown[]).includes((value as { formType?: unknown }).formType)

const required = (label: string) => z.string().trim().min(1, `${label} is required`)

/** The inquiry as the browser sends it; the same schema checks it on the server. */
export const inquirySchema = z
  .object({
    formType: z.enum(FORM_TYPES),
    firstName: required('First name'),
    lastName: required('Last name'),
    email: z.string().trim().pipe(z.email('Enter a valid email address')),
    phone: required('Phone').regex(/^[+()\d\s.\-x]{7,}$/i, 'Enter a valid phone number'),
    city: required('City'),
    state: z.enum(US_STATES, 'Choose a state'),
    organization: z.string().trim().optional(),
    title: z.string().trim().optional(),
    webRequestDetails: required('How can we help?'),
    newsletter: z.boolean().default(false),
    recaptchaToken: z.string().optional(),
  })
  // Checked even when other fields are wrong (zod's `when`), so every missing field is reported at once.
  .refine((value) => !needsOrganization(value.formType) || (typeof value.organization === 'string' && value.organization.trim() !== ''), {
    path: ['organization'],
    message: 'Organization is required',
    when: (ctx) => hasKnownFormType(ctx.value),
  })
  .refine((value) => !needsOrganization(value.formType) || (typeof value.title === 'string' && value.title.trim() !== ''), {
    path: ['title'],
    message: 'Title is required',
    when: (ctx) => hasKnownFormType(ctx.value),
  })

export type InquiryInput = z.input<typeof inquirySchema>
export type Inquiry = z.output<typeof inquirySchema>

export const SUBMIT_ERROR = 'There was an error submitting your form. Please try again.'
export const CAPTCHA_REQUIRED = 'Please complete the reCAPTCHA verification'

/** The alert after a failed submission; the community form appends ' or contact us directly.' */
export const submitErrorText = (formType: FormType): string =>
  formType === 'Community Organizations' ? `${SUBMIT_ERROR.slice(0, -1)} or contact us directly.` : SUBMIT_ERROR
