/**
 * Messages the spec fixes word for word, in English, whatever the visitor's language: clients act
 * on their exact text (the spec's client logs out on "Signature verification failed", and shows
 * the OAuth2 alert "Bad state please try again"). Every language file keeps them as English has
 * them; translators leave them alone, and a test checks that they are the same everywhere.
 * Keys are `namespace.dotted.key`.
 */
export const FIXED_MESSAGES = ['errors.domain.tokenSignatureInvalid', 'errors.domain.oauthBadState'] as const
