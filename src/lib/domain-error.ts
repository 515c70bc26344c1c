/**
 * What the domain (accounts, commerce, content, media) reports when it refuses something. It names
 * the reason by a code and carries the values a message needs; it knows nothing of HTTP or of
 * wording. The edges turn it into an answer: the v1 API into a status, `text_code` and a message in
 * the caller's language (`src/api/v1/domain-errors.ts`), the pages into their screens.
 */
export const domainErrorCodes = [
  // sessions and tokens
  'token_invalid',
  'token_expired',
  'token_signature_invalid',
  'session_ended',
  'sign_in_required',
  // logging in
  'invalid_credentials',
  'password_attempts_exceeded',
  'password_too_short',
  'code_invalid',
  'rate_limited',
  // OpenID Connect
  'oauth_not_configured',
  'oauth_unreachable',
  'oauth_misconfigured',
  'oauth_bad_state',
  'oauth_refused',
  'oauth_no_id_token',
  'oauth_id_token_invalid',
  'oauth_email_unverified',
  // profile and address book
  'profile_fields_locked',
  'field_locked',
  'date_of_birth_set',
  'password_min_length',
  'password_proof_required',
  'current_password_wrong',
  'cross_site_refused',
  'photo_required',
  'address_not_found',
  'user_not_found',
  'photo_not_found',
  'file_not_found',
  'image_not_found',
  'photo_missing',
  'photo_unsupported_type',
  'photo_too_large',
  'photo_unreadable',
  // content
  'page_not_found',
  'gallery_not_found',
  'article_not_found',
  'episode_not_found',
  'channel_not_found',
  'group_not_found',
  // shop and cart
  'category_not_found',
  'product_not_found',
  'item_not_in_shop',
  'sold_out',
  'cart_busy',
  'cart_line_not_found',
  'cart_gone',
  'cart_missing',
  'addon_not_offered',
  'addon_given_twice',
  'addon_choice_unknown',
  'addon_qty_out_of_range',
  'addon_text_too_long',
  'addon_qty_required',
  'option_unknown',
  'option_given_twice',
  'option_value_unknown',
  'option_missing',
  // checkout and payment
  'promotion_unknown',
  'promotion_not_started',
  'promotion_expired',
  'promotion_used_up',
  'promotion_used_by_you',
  'promotion_min_spend',
  'promotion_no_items',
  'cart_empty',
  'cart_not_in_stock',
  'alert_not_reserved',
  'shipping_option_unavailable',
  'shipping_address_required',
  'shipping_quote_not_needed',
  'payment_gateway_unknown',
  'payment_gateway_unavailable',
  'payment_not_found',
  'credit_insufficient',
  'payment_already_complete',
  'payment_closed',
  'webhook_signature_invalid',
  'order_not_found',
  'order_not_refundable',
  'refund_not_allowed',
  'refund_lines_invalid',
  'refund_nothing_left',
  'refund_in_progress',
  'voucher_not_refundable',
  // gift vouchers
  'voucher_theme_not_found',
  'voucher_amount_invalid',
  'voucher_send_date_invalid',
  'voucher_recipient_email_required',
  'voucher_not_found',
  'voucher_already_redeemed',
  'form_payment_email_required',
  // forms, captcha and newsletter
  'form_not_found',
  'form_answers_invalid',
  'answer_required',
  'answer_too_long',
  'answer_invalid_email',
  'answer_invalid_phone',
  'answer_invalid_number',
  'answer_below_min',
  'answer_above_max',
  'answer_invalid_date',
  'answer_invalid_time',
  'answer_invalid_choice',
  'answer_invalid_checkbox',
  'answer_invalid_signature',
  'answer_unknown',
  'captcha_required',
  'captcha_invalid',
  'captcha_expired',
  'captcha_used',
  'newsletter_link_invalid',
  // the request and the database
  'body_too_large',
  'database_busy',
  'limits_unavailable',
] as const

export type DomainErrorCode = (typeof domainErrorCodes)[number]

/** The values a message may need: names, numbers, limits. */
export type DomainErrorParams = Record<string, string | number>

/** A refusal as pure functions return it, before anything throws: a code and its values. */
export type Refusal = { code: DomainErrorCode; params?: DomainErrorParams }

/** One field's part of a refusal (a profile change naming each locked field). */
export type FieldRefusal = Refusal & { path: string }

export class DomainError extends Error {
  readonly params: DomainErrorParams
  constructor(
    readonly code: DomainErrorCode,
    params: DomainErrorParams = {},
    readonly fields: FieldRefusal[] = [],
  ) {
    super(code)
    this.name = 'DomainError'
    this.params = params
  }

  static from(refusal: Refusal) {
    return new DomainError(refusal.code, refusal.params)
  }
}

export const isDomainError = (error: unknown, code?: DomainErrorCode): error is DomainError =>
  error instanceof DomainError && (code === undefined || error.code === code)
