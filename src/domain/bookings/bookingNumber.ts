// No 0/O, 1/I/L: the number is read aloud over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const LENGTH = 6

/** A booking number such as `SW-7KQ2MX`; `randomBytes` returns LENGTH random bytes. */
export function makeBookingNumber(randomBytes: (count: number) => Uint8Array): string {
  const bytes = randomBytes(LENGTH)
  let suffix = ''
  for (const byte of bytes) suffix += ALPHABET[byte % ALPHABET.length]
  return `SW-${suffix}`
}

export const BOOKING_NUMBER_PATTERN = /^SW-[2-9A-HJKMNP-Z]{6}$/
