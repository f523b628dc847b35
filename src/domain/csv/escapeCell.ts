const FORMULA_START = /^[=+\-@\t\r]/

/**
 * Neutralises spreadsheet formula injection: a cell that starts with =, +, -, @, tab or carriage return is prefixed
 * with an apostrophe, so Excel, Numbers and Sheets show it as text instead of evaluating it.
 */
export const escapeCell = (value: string | number | null | undefined): string => {
  const text = value == null ? '' : String(value)
  return FORMULA_START.test(text) ? `'${text}` : text
}
