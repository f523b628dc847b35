import type { FormType } from '../inquiry/formTypes'

/** What each inquiry form's opening button says and what its dialog is titled (the spec's words). */
export const INQUIRY_FORMS: Record<FormType, { buttonLabel: string; title: string }> = {
  'Private Training': { buttonLabel: 'Send Us Details', title: 'Private Training Details' },
  'Workplace Safety': { buttonLabel: 'Send Workplace Details', title: 'Workplace Training Details' },
  'Community Organizations': { buttonLabel: 'Send Organization Details', title: 'Community Organization Details' },
}
