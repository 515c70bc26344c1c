/**
 * A value in its own direction inside text of the other (Unicode's first-strong isolate, UAX #9):
 * an English street, a phone number or an order reference keeps the order of its digits and words
 * in Arabic text ("+61 8 9335 0142", not "0142 9335 8 61+"), and an Arabic name reads right to left
 * in English. For text outside HTML (mail, plain text); on a page, `<bdi>` does the same.
 */
export const isolate = (value: string): string => `\u2068${value}\u2069`
