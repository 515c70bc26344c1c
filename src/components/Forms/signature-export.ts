/** What a signature can be exported as (spec document 1): PNG by default, JPEG or SVG. */
export const SIGNATURE_EXPORT_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const

/** The spec's JPEG quality of an exported signature. */
export const SIGNATURE_QUALITY = 0.92

/** Thrown for a type the pad does not export; its message is the spec's. */
export class SignatureTypeError extends Error {
  constructor(readonly type: string) {
    super(`The Image type is incorrect! We are support ${SIGNATURE_EXPORT_TYPES.join(', ')} types.`)
    this.name = 'SignatureTypeError'
  }
}

type Pad = { isEmpty(): boolean; toDataURL(type?: string, options?: number | object): string }

/** The signature as a data address of one of the three types; '' for an empty pad. */
export function exportSignature(pad: Pad, type: string = 'image/png'): string {
  if (!(SIGNATURE_EXPORT_TYPES as readonly string[]).includes(type)) throw new SignatureTypeError(type)
  if (pad.isEmpty()) return ''
  return type === 'image/svg+xml' ? pad.toDataURL(type) : pad.toDataURL(type, SIGNATURE_QUALITY)
}
