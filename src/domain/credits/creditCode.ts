import { createHash } from 'node:crypto'

/**
 * Class credit codes: 12 characters of Crockford's base32 (no I, L, O or U, so nothing reads as another letter), 60
 * random bits, shown as CR-XXXX-XXXX-XXXX (a class credit) or GC-XXXX-XXXX-XXXX (a gift certificate). Easy to read out
 * on the phone; far too many to guess, and guessing is rate limited besides.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const CREDIT_CODE_LENGTH = 12
const CLASS_CREDIT_PREFIX = 'CR'
export const GIFT_CERTIFICATE_PREFIX = 'GC'
const PREFIXES = [CLASS_CREDIT_PREFIX, GIFT_CERTIFICATE_PREFIX]

/** A code from 12 random bytes (crypto.randomBytes on the server). 256 is a multiple of 32, so no letter is likelier. */
export function creditCodeFrom(bytes: Uint8Array, prefix: string = CLASS_CREDIT_PREFIX): string {
  if (bytes.length < CREDIT_CODE_LENGTH) throw new Error(`A credit code needs ${CREDIT_CODE_LENGTH} random bytes`)
  const chars = Array.from(bytes.subarray(0, CREDIT_CODE_LENGTH), (b) => ALPHABET[b % 32])
  return `${prefix}-${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`
}

/**
 * A code as a customer may type it (any case, spaces or dashes, with or without its CR or GC prefix, O for 0, I or L
 * for 1) in its stored form; null when it cannot be a code. Without a prefix it reads as a class credit's.
 */
export function normaliseCreditCode(input: string): string | null {
  let compact = input.toUpperCase().replace(/[\s-]/g, '')
  let prefix = CLASS_CREDIT_PREFIX
  const typed = PREFIXES.find((p) => compact.length === CREDIT_CODE_LENGTH + p.length && compact.startsWith(p))
  if (typed) {
    prefix = typed
    compact = compact.slice(typed.length)
  }
  compact = compact.replace(/O/g, '0').replace(/[IL]/g, '1')
  if (compact.length !== CREDIT_CODE_LENGTH || [...compact].some((c) => !ALPHABET.includes(c))) return null
  return `${prefix}-${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8)}`
}

/** The same code under the other prefix: a code typed without its prefix is looked up under both. */
export const otherPrefixForm = (code: string): string =>
  code.startsWith(`${CLASS_CREDIT_PREFIX}-`) ? `${GIFT_CERTIFICATE_PREFIX}${code.slice(2)}` : `${CLASS_CREDIT_PREFIX}${code.slice(2)}`

/**
 * The key a code is found by: hex SHA-256 of its stored form (upper case, with its prefix and dashes). Only this and
 * a hint are kept; the code itself lives only in the email that carries it. Unsalted on purpose: a code has 60 random
 * bits, so the hash cannot be reversed by guessing, and an unsalted hash is what lets a typed code be looked up (it is
 * a lookup key, not a password). The migration `codes_hashed_lookup` computes the same in SQL:
 * encode(sha256(convert_to(code, 'UTF8')), 'hex').
 */
export const creditCodeHash = (code: string): string => createHash('sha256').update(code.toUpperCase(), 'utf8').digest('hex')

/** What the owner sees of a code in /cms: its prefix and its last four characters, e.g. GC-…-7KQ2. */
export const creditCodeHint = (code: string): string => `${code.slice(0, 2).toUpperCase()}-…-${code.slice(-4).toUpperCase()}`

/** The hashes a typed code may be stored under (its own form first; without a prefix, both), or none when it cannot be a code. */
export function hashesOfTypedCode(input: string): string[] {
  const normalised = normaliseCreditCode(input)
  return normalised ? [creditCodeHash(normalised), creditCodeHash(otherPrefixForm(normalised))] : []
}
