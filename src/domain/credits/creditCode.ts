/**
 * Class credit codes: 12 characters of Crockford's base32 (no I, L, O or U, so nothing reads as another letter), 60
 * random bits, shown as CR-XXXX-XXXX-XXXX. Easy to read out on the phone; far too many to guess, and guessing is
 * rate limited besides.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const CREDIT_CODE_LENGTH = 12
const PREFIX = 'CR'

/** A code from 12 random bytes (crypto.randomBytes on the server). 256 is a multiple of 32, so no letter is likelier. */
export function creditCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < CREDIT_CODE_LENGTH) throw new Error(`A credit code needs ${CREDIT_CODE_LENGTH} random bytes`)
  const chars = Array.from(bytes.subarray(0, CREDIT_CODE_LENGTH), (b) => ALPHABET[b % 32])
  return `${PREFIX}-${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`
}

/**
 * A code as a customer may type it (any case, spaces or dashes, with or without the CR prefix, O for 0, I or L for 1)
 * in its stored form; null when it cannot be a code.
 */
export function normaliseCreditCode(input: string): string | null {
  let compact = input.toUpperCase().replace(/[\s-]/g, '')
  if (compact.length === CREDIT_CODE_LENGTH + PREFIX.length && compact.startsWith(PREFIX)) compact = compact.slice(PREFIX.length)
  compact = compact.replace(/O/g, '0').replace(/[IL]/g, '1')
  if (compact.length !== CREDIT_CODE_LENGTH || [...compact].some((c) => !ALPHABET.includes(c))) return null
  return `${PREFIX}-${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8)}`
}
