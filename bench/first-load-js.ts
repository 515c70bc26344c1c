import { gzipSync } from 'node:zlib'

/**
 * The script addresses a page loads from Next's static folder, as a modern browser does: its
 * script tags, and the scripts it preloads (the chunks of the parts a page loads on its own, such
 * as a widget's, which the browser fetches at low priority). Scripts marked `noModule` (Next's
 * polyfills for old browsers) are fetched only by browsers without modules.
 */
export function scriptSources(html: string): string[] {
  const sources = new Set<string>()
  for (const match of html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)) {
    const attributes = `${match[1]} ${match[3]}`
    if (match[2].startsWith('/_next/static/') && !/\bnomodule\b/i.test(attributes)) sources.add(match[2])
  }
  for (const match of html.matchAll(/<link([^>]*)>/g)) {
    const attributes = match[1]
    const href = /\shref="([^"]+)"/.exec(attributes)?.[1]
    if (href?.startsWith('/_next/static/') && /\srel="preload"/.test(attributes) && /\sas="script"/.test(attributes))
      sources.add(href)
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
