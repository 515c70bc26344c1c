import fs from 'node:fs/promises'
import path from 'node:path'
import type { UploadConfig } from 'payload'

import { paths } from '@/lib/env'

/*
 * The one module that knows where the originals of uploaded media live (now: DATA_DIR/media on
 * disk). Everything else asks it by file name, so moving the originals to object storage means
 * replacing this module and the upload settings below (with Payload's storage adapter).
 */

/** What the media collection's upload config needs to store and serve its originals. */
export const mediaUploadStorage = { staticDir: paths.media } satisfies Pick<UploadConfig, 'staticDir'>

/** Only the base name counts, so a stored name cannot lead out of the media folder. */
function storedName(filename: string): string | null {
  const base = path.basename(filename)
  return base === '' || base === '.' || base === '..' ? null : base
}

/**
 * Where an original sits on this machine. Only for code that must have a local file; the rest
 * reads through `readOriginal`, which keeps working once the originals live elsewhere.
 */
export function originalPath(filename: string): string {
  const name = storedName(filename)
  if (!name) throw new Error(`Not a media file name: ${JSON.stringify(filename)}`)
  return path.join(paths.media, name)
}

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR')

/** The bytes of an original, or null when no such file is stored. */
export async function readOriginal(filename: string): Promise<Buffer | null> {
  if (!storedName(filename)) return null
  try {
    return await fs.readFile(originalPath(filename))
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

export async function originalExists(filename: string): Promise<boolean> {
  if (!storedName(filename)) return false
  try {
    return (await fs.stat(originalPath(filename))).isFile()
  } catch (error) {
    if (isMissing(error)) return false
    throw error
  }
}
