import fs from 'node:fs/promises'
import path from 'node:path'
import type { UploadConfig } from 'payload'

import { env, paths } from '@/lib/env'
import { OBJECT_FOLDERS, readObject } from '@/media/object-storage'

/*
 * The one module that knows where the originals of uploads live: DATA_DIR/media and DATA_DIR/audio
 * on disk, or the bucket's folders of the same names when object storage is set
 * (object-storage.ts). Everything else asks it by file name.
 */

/** What the media collection's upload config needs to store and serve its originals. */
export const mediaUploadStorage = { staticDir: paths.media } satisfies Pick<UploadConfig, 'staticDir'>

/** Only the base name counts, so a stored name cannot lead out of the media folder. */
function storedName(filename: string): string | null {
  const base = path.basename(filename)
  return base === '' || base === '.' || base === '..' ? null : base
}

/** The upload collections, with their folders on disk. */
export type UploadCollection = keyof typeof OBJECT_FOLDERS
const folders: Record<UploadCollection, string> = { media: paths.media, 'podcast-audio': paths.audio }

/** Where an original sits on this machine's disk, when uploads are kept there. */
export function originalPath(filename: string, collection: UploadCollection = 'media'): string {
  const name = storedName(filename)
  if (!name) throw new Error(`Not a media file name: ${JSON.stringify(filename)}`)
  return path.join(folders[collection], name)
}

/** The names of the originals an upload collection keeps on this machine's disk (none when its folder is not there). */
export async function originalsOnDisk(collection: UploadCollection): Promise<string[]> {
  return fs.readdir(folders[collection]).catch(() => [])
}

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR')

/** The bytes of an original (a picture, or an episode's sound file), or null when no such file is stored. */
export async function readOriginal(filename: string, collection: UploadCollection = 'media'): Promise<Buffer | null> {
  const name = storedName(filename)
  if (!name) return null
  if (env.objectStorage) {
    const object = await readObject(env.objectStorage, `${OBJECT_FOLDERS[collection]}/${name}`)
    return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
  }
  try {
    return await fs.readFile(originalPath(name, collection))
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}
