import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

/** An S3-compatible server on a loopback port with one empty bucket, its files in a folder of its own. */
export async function startObjectStorage(bucket: string) {
  const directory = mkdtempSync(path.join(tmpdir(), 'atelier-s3-'))
  const options = { address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] }
  let server = new S3rver({ ...options, port: 0 })
  const { port } = (await server.run()) as AddressInfo
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    /** The settings of an instance that keeps its uploads there (s3rver's own fixed key). */
    settings: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    /** Stops answering, as a storage outage would (its files stay). */
    stop: () => server.close(),
    /** Answers again on the same address. */
    start: async () => {
      server = new S3rver({ ...options, port })
      await server.run()
    },
    close: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
