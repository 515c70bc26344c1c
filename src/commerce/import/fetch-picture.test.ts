import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fetchPicture, PICTURE_MAX_BYTES } from '@/commerce/import/fetch-picture'
import { setEnvForTests } from '@/lib/env'

let server: Server
let local: string
let restore: () => void

beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer()
  server = createServer((req, res) => {
    if (req.url === '/painting.jpeg') return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg)
    if (req.url === '/inward') return void res.writeHead(302, { location: 'http://127.0.0.1:1/secret.png' }).end()
    if (req.url === '/loop') return void res.writeHead(302, { location: '/loop' }).end()
    if (req.url === '/huge.png') {
      res.writeHead(200, { 'content-type': 'image/png' })
      return void res.end(Buffer.alloc(PICTURE_MAX_BYTES + 1))
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  restore = setEnvForTests({ importPictureHosts: [new URL(local).host] })
})

afterAll(async () => {
  restore()
  await new Promise((resolve) => server.close(resolve))
})

const refusal = (url: string) =>
  fetchPicture(url).then(
    () => 'fetched',
    (error: Error) => error.message,
  )

describe('fetching an export’s picture', () => {
  it('fetches a picture from a host the setting names, typed by what it is', async () => {
    const picture = await fetchPicture(`${local}/painting.jpeg`)
    expect(picture).toMatchObject({ mimetype: 'image/jpeg', name: 'painting.jpg' })
    expect(picture.data.length).toBeGreaterThan(100)
  })

  it('refuses this machine, private networks, cloud metadata and other schemes', async () => {
    for (const [url, reason] of [
      ['http://127.0.0.1/a.png', 'points at a private address (127.0.0.1)'],
      ['http://10.0.0.8/a.png', 'points at a private address (10.0.0.8)'],
      ['http://192.168.1.20/a.png', 'points at a private address (192.168.1.20)'],
      ['http://169.254.169.254/latest/meta-data/', 'points at a private address (169.254.169.254)'],
      ['http://[::1]/a.png', 'points at a private address (::1)'],
      ['http://[::ffff:127.0.0.1]/a.png', 'points at a private address'],
      ['file:///etc/passwd', 'is not an http or https address'],
      ['ftp://example.com/a.png', 'is not an http or https address'],
      ['not an address', 'is not a web address'],
    ]) {
      expect(await refusal(url), url).toContain(reason)
    }
    expect(await refusal('http://localhost:1/a.png')).toMatch(/points at a private address \((127\.0\.0\.1|::1)\)/)
  })

  it('refuses a redirect inward, endless redirects and a picture over the size limit', async () => {
    expect(await refusal(`${local}/inward`)).toContain('points at a private address (127.0.0.1)')
    expect(await refusal(`${local}/loop`)).toContain('redirects too many times')
    expect(await refusal(`${local}/huge.png`)).toContain('is larger than 25 MB')
  })
})
