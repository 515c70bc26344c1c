import { randomInt } from 'node:crypto'

/** Letters and digits no one misreads: no 0/O, 1/I/L, 5/S, 2/Z, 8/B. */
export const CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679'
/** 16 characters of 25: about 74 bits, far beyond guessing at the redeem call's rate limit. */
export const CODE_LENGTH = 16

/** A new voucher code, drawn from the system's cryptographic source. */
export function newVoucherCode(): string {
  let code = ''
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return code
}

/** As printed: groups of four, `ACDE-FGHJ-KMNP-QRTU`. */
export const formatVoucherCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code

/**
 * A code as typed, in its stored form: upper case, without the spaces and dashes it was printed
 * or pasted with. Null when it cannot be a code at all (wrong length, a character the alphabet
 * leaves out), so such a guess costs no database look-up.
 */
export function normalizeVoucherCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]+/g, '')
  if (code.length !== CODE_LENGTH) return null
  for (const char of code) if (!CODE_ALPHABET.includes(char)) return null
  return code
}
