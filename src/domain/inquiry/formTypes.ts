/** The three inquiry forms (private training, workplace safety, community organizations). */
export const FORM_TYPES = ['Private Training', 'Workplace Safety', 'Community Organizations'] as const
export type FormType = (typeof FORM_TYPES)[number]
