import { createHash } from 'node:crypto'

/** A media file's public name in image URLs: stable for the same bytes, unguessable otherwise. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32)
}

export const HASH_PATTERN = /^[0-9a-f]{32}$/
