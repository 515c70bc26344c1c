import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// The Node server (src/server.ts) boots Payload before Next; keeping Payload and its database
// adapters external lets Next's pages share that one instance instead of bundling a second copy.
const sharedServerPackages = [
  'payload',
  '@payloadcms/db-sqlite',
  '@payloadcms/db-postgres',
  '@payloadcms/drizzle',
  '@payloadcms/graphql',
  'sharp',
]

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: sharedServerPackages,
  turbopack: { root: dirname },
  typescript: { ignoreBuildErrors: false },
  // The spec's `cms` page is the way into the back-office.
  redirects: async () => [{ source: '/cms', destination: '/admin', permanent: false }],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
