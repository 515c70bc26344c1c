import type { GetObjectCommandOutput, S3Client, S3ClientConfig } from '@aws-sdk/client-s3'
import { cloudStoragePlugin } from '@payloadcms/plugin-cloud-storage'
import { APIError, type CollectionBeforeChangeHook, type Plugin } from 'payload'

import { env, type ObjectStorageSettings } from '@/lib/env'

/*
 * Uploads in S3-compatible object storage (S3_BUCKET), so that every instance reads the same
 * originals: Payload's storage adapter writes them when the studio uploads, and this module reads
 * them for the renditions, downloads and episode files. Each collection keeps its files under its
 * own folder of the bucket. The AWS SDK is loaded only when a bucket is set: it takes about half
 * a second to load, which every process (and every test file) would otherwise pay.
 */

/** The bucket's folder of each upload collection. */
export const OBJECT_FOLDERS = { media: 'media', 'podcast-audio': 'audio' } as const

/** How long a read or check may wait for the storage before the caller hears it is unavailable. */
const ANSWER_WITHIN_MS = 5_000

const clientConfig = (settings: ObjectStorageSettings): S3ClientConfig => ({
  region: settings.region,
  forcePathStyle: settings.forcePathStyle,
  ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
  ...(settings.credentials ? { credentials: settings.credentials } : {}),
  // Checksums only where S3 requires them: servers other than AWS's do not all read the newer
  // checksum trailers, and would store them inside the file.
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
  maxAttempts: 2,
})

const sdk = () => import('@aws-sdk/client-s3')

let client: Promise<S3Client> | null = null
function storageClient(settings: ObjectStorageSettings): Promise<S3Client> {
  client ??= sdk().then(({ S3Client }) => new S3Client(clientConfig(settings)))
  return client
}

/**
 * Payload's S3 adapter for the upload collections when a bucket is set. Its fields (the object's
 * folder) are in the schema either way, so one set of migrations serves both.
 */
export function objectStoragePlugin(): Plugin {
  const settings = env.objectStorage
  const collections = {
    media: { prefix: OBJECT_FOLDERS.media },
    'podcast-audio': { prefix: OBJECT_FOLDERS['podcast-audio'] },
  }
  if (!settings)
    // What the S3 adapter itself does when it is off: the fields, and no adapter.
    return cloudStoragePlugin({
      enabled: false,
      alwaysInsertFields: true,
      collections: {
        media: { ...collections.media, adapter: null },
        'podcast-audio': { ...collections['podcast-audio'], adapter: null },
      },
    })
  return async (config) => {
    const { s3Storage } = await import('@payloadcms/storage-s3')
    return s3Storage({
      alwaysInsertFields: true,
      bucket: settings.bucket,
      config: clientConfig(settings),
      collections,
    })(config)
  }
}

const isMissing = (error: unknown) =>
  ['NoSuchKey', 'NotFound', 'NoSuchBucket'].includes((error as Error)?.name) ||
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404

/** An object of the bucket (a byte range of it when asked), or null when there is none by that key. */
export async function readObject(
  settings: ObjectStorageSettings,
  key: string,
  range?: string,
): Promise<GetObjectCommandOutput | null> {
  try {
    const { GetObjectCommand } = await sdk()
    return await (
      await storageClient(settings)
    ).send(new GetObjectCommand({ Bucket: settings.bucket, Key: key, ...(range ? { Range: range } : {}) }), {
      abortSignal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    })
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

/** Whether the bucket answers now; the reason when it does not. */
async function bucketProblem(settings: ObjectStorageSettings): Promise<string | null> {
  try {
    const { HeadBucketCommand } = await sdk()
    await (
      await storageClient(settings)
    ).send(new HeadBucketCommand({ Bucket: settings.bucket }), {
      abortSignal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    })
    return null
  } catch (error) {
    if (isMissing(error)) return `the bucket ${settings.bucket} does not exist`
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
    return status ? `the storage answered ${status}` : (error as Error).message || String(error)
  }
}

/**
 * At start: an instance set up with object storage refuses to start when the bucket does not
 * answer, naming the settings, rather than take uploads it cannot keep.
 */
export async function checkObjectStorage(settings = env.objectStorage): Promise<void> {
  if (!settings) return
  const problem = await bucketProblem(settings)
  if (problem)
    throw new Error(
      `S3_BUCKET/S3_ENDPOINT: object storage for uploads is not usable (${problem}; bucket ${settings.bucket} at ${settings.endpoint ?? `AWS ${settings.region}`})`,
    )
}

/**
 * Before an upload is saved: when the storage does not answer, the studio hears so at once with a
 * 503 (and nothing is saved), rather than a failure after the record was half made.
 */
export const refuseUploadWhileStorageIsDown: CollectionBeforeChangeHook = async ({ data, req }) => {
  const settings = env.objectStorage
  if (!settings || !req.file) return data
  const problem = await bucketProblem(settings)
  if (problem) {
    req.payload.logger.error(`Object storage does not answer (${problem}): an upload was refused`)
    throw new APIError(
      'The file storage does not answer just now, so the file was not saved. Try again in a minute.',
      503,
      undefined,
      true,
    )
  }
  return data
}
