import { gzipSync } from 'node:zlib'

/**
 * The script addresses a page loads from Next's static folder, as a modern browser does: scripts
 * marked `noModule` (Next's polyfills for old browsers) are fetched only by browsers without modules.
 */
export function scriptSources(html: string): string[] {
  const sources = new Set<string>()
  for (const match of html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)) {
    const attributes = `${match[1]} ${match[3]}`
    if (match[2].startsWith('/_next/static/') && !/\bnomodule\b/i.test(attributes)) sources.add(match[2])
  }
  return [...sources]
}

/** Markers that only Payload's back-office code carries. */
const ADMIN_MARKERS = ['@payloadcms/ui', '@payloadcms/next', 'payload-toast', 'useDocumentInfo'] as const

export async function firstLoadJs(url: string, path: string) {
  const html = await (await fetch(url + path)).text()
  let gzipBytes = 0
  let rawBytes = 0
  const adminMarkers = new Set<string>()
  const sources = scriptSources(html)
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(url + source)).arrayBuffer())
    rawBytes += body.length
    gzipBytes += gzipSync(body, { level: 9 }).length
    const text = body.toString('utf8')
    for (const marker of ADMIN_MARKERS) if (text.includes(marker)) adminMarkers.add(marker)
  }
  return { path, scripts: sources.length, rawBytes, gzipBytes, adminMarkers: [...adminMarkers] }
}
