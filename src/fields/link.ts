import type { TextFieldSingleValidation } from 'payload'

/** A link typed into the CMS goes to a page of this site (/…) or to another site over https. */
export const validateHref: TextFieldSingleValidation = (value) =>
  !value || /^(\/(?!\/)|https:\/\/)\S*$/.test(value) ? true : 'Start with / for a page of this site, or https:// for another site.'
