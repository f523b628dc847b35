/** Phone: spaces, dashes and parentheses stripped; then an optional +, a first digit 1-9, at most 16 digits in all. */
export const normalizePhone = (phone: string): string => phone.replace(/[\s\-()]/g, '')

export const isValidPhone = (phone: string): boolean => /^\+?[1-9]\d{0,15}$/.test(normalizePhone(phone.trim()))

/** The spec's "simple pattern": something@something.something, no spaces. */
export const isValidEmail = (email: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())
