import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { BASE_CONTENT_POLICY } from './src/lib/base-content-policy'
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
  // Reads its font metrics from files beside its own code at run time.
  'pdfkit',
]

/**
 * Sent with every page. Scripts are limited per page: cached pages by the hashes of their scripts
 * (src/lib/page-cache-handler.ts), pages rendered per request by a nonce (src/proxy.ts).
 */
const securityHeaders = [
  {
    key: 'Content-Security-Policy',
    value: BASE_CONTENT_POLICY,
  },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
]

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  generateEtags: false,
  serverExternalPackages: sharedServerPackages,
  turbopack: { root: dirname },
  typescript: { ignoreBuildErrors: false },
  // Cached pages and data live in memory only: on disk they would sit in the build folder and
  // outlive the database they came from (another DATA_DIR, a restored backup).
  experimental: { isrFlushToDisk: false },
  headers: async () => [{ source: '/:path*', headers: securityHeaders }],
  // The spec's `cms` page is the way into the back-office. `/` and `/graphql` are mapped by the
  // server (src/lib/site-address.ts), not by rewrites here.
  redirects: async () => [{ source: '/cms', destination: '/admin', permanent: false }],
}

/**
 * Payload asks for the colour-scheme client hint on every address, for its admin's theme. Sent
 * with `Critical-CH`, it makes Chrome drop the first answer of any page and ask again (a 307
 * internal redirect, one more round trip on every first visit). The site follows the scheme in
 * the browser (src/components/ThemeToggle/theme-script.ts), so the hint is asked for on the admin
 * alone.
 */
function clientHintsOnAdminOnly(config: NextConfig): NextConfig {
  const headers = config.headers
  if (!headers) return config
  return {
    ...config,
    headers: async () =>
      (await headers()).map((rule) =>
        rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
      ),
  }
}

/**
 * The catalogue's messages are compiled when the site is built (next-intl's precompiled messages):
 * pages and the browser format them with a small formatter instead of parsing ICU at run time.
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './src/i18n/messages', format: 'json', locales: 'infer', precompile: true } },
})

export default withNextIntl(clientHintsOnAdminOnly(withPayload(nextConfig, { devBundleServerPackages: false })))
