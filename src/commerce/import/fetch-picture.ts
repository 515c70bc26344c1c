import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'

import ipaddr from 'ipaddr.js'
import sharp from 'sharp'

import { env } from '@/lib/env'

/** The most a picture may weigh, and how long its download may take. */
export const PICTURE_MAX_BYTES = 25 * 1024 * 1024
export const PICTURE_TIMEOUT_MS = 20_000
const REDIRECTS_MAX = 3

/** A picture the import could not fetch, with the reason in the artist's words. */
export class PictureError extends Error {
  constructor(
    readonly url: string,
    reason: string,
  ) {
    super(`The picture ${url.length > 80 ? `${url.slice(0, 77)}…` : url} ${reason}`)
    this.name = 'PictureError'
  }
}

export type FetchedPicture = { data: Buffer; mimetype: string; name: string }

const FORMATS: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
}

/** Whether an address is one anyone on the internet reaches: not this machine, a private network, or a reserved range. */
const isPublicAddress = (address: string) => {
  const parsed = ipaddr.process(address)
  return parsed.range() === 'unicast'
}

const allowedHost = (url: URL) =>
  env.importPictureHosts.includes(url.hostname.toLowerCase()) || env.importPictureHosts.includes(url.host.toLowerCase())

/**
 * A name resolved, and refused unless every address it has is public: the connection then goes
 * to the address checked, so a name that answers differently the second time gains nothing.
 */
const publicLookup =
  (url: string): LookupFunction =>
  (hostname, options, callback) =>
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0)
      const inward = addresses.find((a) => !isPublicAddress(a.address))
      if (inward) return callback(new PictureError(url, `points at a private address (${inward.address}).`), '', 0)
      if (options.all) return callback(null, addresses)
      return callback(null, addresses[0].address, addresses[0].family)
    })

/**
 * One picture named by an export file, fetched for the import: only `http(s)`, only from public
 * hosts (a host the IMPORT_PICTURE_HOSTS setting names aside), at most PICTURE_MAX_BYTES within
 * PICTURE_TIMEOUT_MS, following at most three redirects (each checked the same way), and only
 * if it is a picture sharp can read. Anything else is a PictureError saying why.
 */
export async function fetchPicture(address: string, redirects = 0): Promise<FetchedPicture> {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new PictureError(address, 'is not a web address.')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PictureError(address, 'is not an http or https address.')
  }
  const allowed = allowedHost(url)
  const literal = url.hostname.replace(/^\[|\]$/g, '')
  if (!allowed && ipaddr.isValid(literal) && !isPublicAddress(literal)) {
    throw new PictureError(address, `points at a private address (${literal}).`)
  }
  const { status, location, body, type } = await download(url, allowed ? undefined : publicLookup(address))
  if (status >= 300 && status < 400 && location) {
    if (redirects >= REDIRECTS_MAX) throw new PictureError(address, 'redirects too many times.')
    return fetchPicture(new URL(location, url).href, redirects + 1)
  }
  if (status !== 200) throw new PictureError(address, `could not be fetched (HTTP ${status}).`)
  const format = await sharp(body)
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined)
  const mimetype = format ? FORMATS[format] : undefined
  if (!mimetype) {
    throw new PictureError(address, `is not a picture (${type || 'no type'}): use JPEG, PNG, WebP, GIF or AVIF.`)
  }
  const base = decodeURIComponent(url.pathname.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '') || 'picture'
  return {
    data: body,
    mimetype,
    name: `${base.replace(/[^\w.-]+/g, '-').slice(0, 80)}.${format === 'jpeg' ? 'jpg' : format}`,
  }
}

function download(url: URL, lookup: LookupFunction | undefined) {
  return new Promise<{ status: number; location?: string; body: Buffer; type: string }>((resolve, reject) => {
    const get = url.protocol === 'https:' ? https.get : http.get
    const request = get(url, { lookup, timeout: PICTURE_TIMEOUT_MS, headers: { accept: 'image/*' } }, (response) => {
      const status = response.statusCode ?? 0
      const length = Number(response.headers['content-length'] ?? 0)
      if (status === 200 && length > PICTURE_MAX_BYTES) {
        request.destroy()
        return reject(new PictureError(url.href, `is larger than ${PICTURE_MAX_BYTES / 1024 / 1024} MB.`))
      }
      const chunks: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > PICTURE_MAX_BYTES) {
          request.destroy()
          reject(new PictureError(url.href, `is larger than ${PICTURE_MAX_BYTES / 1024 / 1024} MB.`))
        } else chunks.push(chunk)
      })
      response.on('end', () =>
        resolve({
          status,
          location: response.headers.location,
          body: Buffer.concat(chunks),
          type: response.headers['content-type'] ?? '',
        }),
      )
      response.on('error', reject)
    })
    // The whole download, not only a quiet socket: a server sending a byte a second is cut off too.
    const deadline = setTimeout(
      () => request.destroy(new PictureError(url.href, `took longer than ${PICTURE_TIMEOUT_MS / 1000} s.`)),
      PICTURE_TIMEOUT_MS,
    )
    request.on('timeout', () =>
      request.destroy(new PictureError(url.href, `took longer than ${PICTURE_TIMEOUT_MS / 1000} s.`)),
    )
    request.on('close', () => clearTimeout(deadline))
    request.on('error', (error) =>
      reject(
        error instanceof PictureError ? error : new PictureError(url.href, `could not be fetched (${error.message}).`),
      ),
    )
  })
}
