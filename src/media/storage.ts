import fs from 'node:fs/promises'
import path from 'node:path'
import type { UploadConfig } from 'payload'

import { env, paths } from '@/lib/env'
import { OBJECT_FOLDERS, readObject } from '@/media/object-storage'

/*
 * The one module that knows where the originals of uploaded media live: DATA_DIR/media on disk,
 * or the bucket's media folder when object storage is set (object-storage.ts). Everything else
 * asks it by file name.
 */

/** What the media collection's upload config needs to store and serve its originals. */
export const mediaUploadStorage = { staticDir: paths.media } satisfies Pick<UploadConfig, 'staticDir'>

/** Only the base name counts, so a stored name cannot lead out of the media folder. */
function storedName(filename: string): string | null {
  const base = path.basename(filename)
  return base === '' || base === '.' || base === '..' ? null : base
}

/** Where an original sits on this machine's disk, when uploads are kept there. */
export function originalPath(filename: string): string {
  const name = storedName(filename)
  if (!name) throw new Error(`Not a media file name: ${JSON.stringify(filename)}`)
  return path.join(paths.media, name)
}

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR')

/** The bytes of an original, or null when no such file is stored. */
export async function readOriginal(filename: string): Promise<Buffer | null> {
  const name = storedName(filename)
  if (!name) return null
  if (env.objectStorage) {
    const object = await readObject(env.objectStorage, `${OBJECT_FOLDERS.media}/${name}`)
    return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
  }
  try {
    return await fs.readFile(originalPath(name))
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}
