/**
 * The one rule for an e-mail address, used wherever one is typed: forms, the newsletter, accounts,
 * gift voucher recipients and every e-mail field of the back-office (Payload runs it in the
 * browser too, so it uses nothing but the language's own URL and regular expressions).
 *
 * Internationalised addresses are accepted end to end (RFC 6531): a local part may hold letters
 * of any script (`jörg@…`, `佐藤@…`) and a domain may be an IDN (`…@bücher.example`). They are
 * stored as typed; nodemailer writes the domain as punycode and asks the mail server for SMTPUTF8
 * when the local part is not ASCII. What no mail server delivers is refused here, before anything
 * is spent or stored: quoted local parts, comments, IP-address domains, one-label or one-letter
 * top-level domains (`a@b.c`), controls, spaces and invisible characters.
 */

/** RFC 5321: a whole path is at most 256 octets, so an address at most 254 (characters here, as the fields count). */
export const EMAIL_MAX_LENGTH = 254

/** One dot-separated part of a local part: RFC 5322 atext, plus letters, marks and digits of any script. */
const ATOM = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+$/u
/** One label of a domain as typed, before it becomes ASCII. */
const TYPED_LABEL = /^[\p{L}\p{M}\p{N}-]+$/u
/** One label of a domain in ASCII (after IDNA): letters, digits and inner hyphens, at most 63. */
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
/** A top-level domain: two or more letters, or an internationalised one in punycode. */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/

const octets = (text: string) => new TextEncoder().encode(text).length

function isLocalPart(local: string): boolean {
  return local.length > 0 && octets(local) <= 64 && local.split('.').every((atom) => ATOM.test(atom))
}

/** The domain in ASCII, as mail servers see it (IDNA by the URL parser), or null when it is not a host name. */
export function asciiDomain(domain: string): string | null {
  const labels = domain.split('.')
  if (labels.length < 2 || !labels.every((label) => TYPED_LABEL.test(label))) return null
  let ascii: string
  try {
    ascii = new URL(`http://${domain}/`).hostname
  } catch {
    return null
  }
  const asciiLabels = ascii.split('.')
  if (ascii.length > 253 || asciiLabels.length !== labels.length) return null
  if (!asciiLabels.every((label) => ASCII_LABEL.test(label))) return null
  return TOP_LEVEL.test(asciiLabels[asciiLabels.length - 1]) ? ascii : null
}

/** Whether `value` is an address the shop can store and mail (see above); it must already be trimmed. */
export function isEmailAddress(value: string): boolean {
  if (value.length === 0 || value.length > EMAIL_MAX_LENGTH) return false
  const at = value.lastIndexOf('@')
  if (at <= 0) return false
  return isLocalPart(value.slice(0, at)) && asciiDomain(value.slice(at + 1)) !== null
}

/**
 * The form an address is kept and compared in: trimmed, composed (NFC, so `ö` typed as o and a
 * combining mark is the same address as `ö`) and in lower case, as accounts and the newsletter
 * have always kept them.
 */
export const normalizeEmailAddress = (value: string) => value.trim().normalize('NFC').toLowerCase()
