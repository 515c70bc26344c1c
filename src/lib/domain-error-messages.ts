import type { DomainError, DomainErrorCode, DomainErrorParams } from '@/lib/domain-error'

type Message = string | ((params: DomainErrorParams) => string)

/**
 * The English wording of every domain error, looked up by code at the edges (the v1 API, the
 * pages). The message catalogue of the interface languages takes its place code for code.
 */
const english: Record<DomainErrorCode, Message> = {
  token_invalid: 'The access token is not valid.',
  token_expired: 'The access token has expired.',
  // The spec's client logs out on exactly this text.
  token_signature_invalid: 'Signature verification failed',
  session_ended: 'The session has ended. Please log in again.',
  sign_in_required: 'Please log in first.',
  invalid_credentials: 'The e-mail address or password is not right.',
  password_attempts_exceeded: 'Too many wrong passwords. Please log in with a code sent by e-mail, or try again later.',
  password_too_short: (p) => `Please choose a password of at least ${p.min} characters.`,
  code_invalid: 'That code is wrong or has expired. Please ask for a new one.',
  rate_limited: (p) => `Too many attempts. Please try again in ${p.minutes} minutes.`,
  oauth_not_configured: 'Logging in with another account is not set up on this site.',
  oauth_unreachable: 'The login provider cannot be reached. Please try again later.',
  oauth_misconfigured: 'The login provider is misconfigured.',
  // The spec's alert text.
  oauth_bad_state: 'Bad state please try again',
  oauth_refused: 'The login provider did not accept this login. Please try again.',
  oauth_no_id_token: 'The login provider did not send an ID token.',
  oauth_id_token_invalid: 'The login provider’s ID token is not valid.',
  oauth_email_unverified:
    'Your e-mail address at the login provider is not verified, so it cannot be linked to an account here.',
  profile_fields_locked: 'These fields cannot be changed here.',
  field_locked: 'Editing this field is turned off.',
  date_of_birth_set: 'Your date of birth is already set.',
  password_min_length: (p) => `At least ${p.min} characters.`,
  password_proof_required:
    'To choose a new password, please enter your current password, or a code we send to your e-mail address.',
  current_password_wrong: 'Your current password is not right.',
  photo_required: 'A JPEG, PNG or WebP image is required.',
  address_not_found: 'No address of yours has that id.',
  user_not_found: 'No such user.',
  photo_not_found: 'No photo of yours has that address.',
  file_not_found: 'No file has that id.',
  image_not_found: (p) => (p.by === 'key' ? 'No image has that key.' : 'No image has that hash.'),
  photo_missing: 'Please choose a photo.',
  photo_unsupported_type: 'The photo must be a JPEG, PNG or WebP image.',
  photo_too_large: 'The photo is larger than 25 MB.',
  photo_unreadable: 'That file could not be read as an image.',
  page_not_found: 'No page has that address.',
  gallery_not_found: 'No gallery has that id.',
  group_not_found: 'No group of that kind has that name.',
  category_not_found: 'No shop category has that name.',
  product_not_found: 'No product has that address.',
  item_not_in_shop: 'That item is not in the shop.',
  sold_out: 'Sorry, this item is sold out.',
  cart_busy: 'The cart is busy. Please try again.',
  cart_line_not_found: 'That item is not in your cart.',
  cart_gone: 'This cart is no longer available. Please reload the page.',
  cart_missing: 'There is no cart yet.',
  addon_not_offered: 'That extra is not offered with this product.',
  addon_given_twice: (p) => `"${p.name}" is given twice.`,
  addon_choice_unknown: (p) => `"${p.value}" is not one of the choices for "${p.name}".`,
  addon_qty_out_of_range: (p) => `Choose between ${p.min} and ${p.max} for "${p.name}".`,
  addon_text_too_long: (p) => `"${p.name}" takes at most ${p.max} characters.`,
  addon_qty_required: (p) => `Choose at least ${p.min} for "${p.name}".`,
  option_unknown: (p) => `The product has no option "${p.name}".`,
  option_given_twice: (p) => `"${p.name}" is chosen twice.`,
  option_value_unknown: (p) => `"${p.value}" is not one of the choices for "${p.name}".`,
  option_missing: (p) => `Choose a value for "${p.name}".`,
  body_too_large: 'The request body is too large.',
  database_busy: 'The database is busy; please try again.',
}

/** The text of a code with its values. */
export function messageOf(code: DomainErrorCode, params: DomainErrorParams = {}): string {
  const message = english[code]
  return typeof message === 'function' ? message(params) : message
}

/** The text of a domain error, and of each field it names. */
export function describeDomainError(error: DomainError) {
  return {
    message: messageOf(error.code, error.params),
    fields: error.fields.map((field) => ({ path: field.path, message: messageOf(field.code, field.params) })),
  }
}
