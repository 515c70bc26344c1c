import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { getPayload, type Payload, type Where } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import {
  IMPORT_LEASE_MS,
  ImportHeldElsewhere,
  runStoredImport,
  type ImportState,
} from '@/commerce/import/studio-imports'
import { setEnvForTests } from '@/lib/env'

import { request } from './helpers/api'
import { removeImported, studioCookie } from './helpers/studio'

/*
 * The studio's import screen's calls: a file checked, imported by the job runner, its progress
 * read and stopped; only for a signed-in admin.
 */

let payload: Payload
let cookie: string
let server: Server
let base: string
let restoreEnv: () => void
const made: number[] = []

const upload = (file: Buffer, name: string, fields: Record<string, string> = {}, headers = { Cookie: cookie }) => {
  const form = new FormData()
  form.set('file', new File([new Uint8Array(file)], name, { type: 'text/csv' }))
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  return request('/api/v1/studio/imports', { method: 'POST', body: form, headers })
}

const call = async (path: string, method = 'GET') => {
  const response = await request(`/api/v1/studio/imports${path}`, { method, headers: { Cookie: cookie } })
  return { status: response.status, body: (await response.json()) as ImportState }
}

/** Products as the studio sees them, drafts included. */
const drafts = (where: Where) =>
  payload.find({ collection: 'products', where, draft: true, limit: 1, depth: 0, overrideAccess: true })

/** Waits until the import has ended, as the screen does by asking every second. */
async function ended(id: number): Promise<ImportState> {
  for (let i = 0; i < 600; i++) {
    const { body } = await call(`/${id}`)
    if (!['queued', 'running'].includes(body.status)) return body
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`Import ${id} did not end`)
}

/** A Shopify export of `count` one-off paintings without pictures. */
const manyPaintings = (count: number, prefix: string) =>
  Buffer.from(
    [
      'Handle,Title,Body (HTML),Type,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Tracker,Variant Inventory Qty,Variant Price',
      ...Array.from(
        { length: count },
        (_, i) =>
          `${prefix}-${i},Study ${i},<p>Study number ${i}.</p>,Studies,Title,Default Title,${prefix.toUpperCase()}-${i},shopify,1,${100 + i}.00`,
      ),
    ].join('\r\n'),
  )

beforeAll(async () => {
  payload = await getPayload({ config })
  cookie = await studioCookie(payload, 'import')
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#386' } })
    .png()
    .toBuffer()
  server = createServer((_req, res) => void res.writeHead(200, { 'content-type': 'image/png' }).end(png))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  base = `http://127.0.0.1:${port}`
  restoreEnv = setEnvForTests({ importPictureHosts: [`127.0.0.1:${port}`] })
})

afterAll(async () => {
  restoreEnv?.()
  await new Promise((resolve) => server?.close(resolve))
  await removeImported(payload)
  for (const id of made)
    await payload.delete({ collection: 'imports', id, overrideAccess: true }).catch(() => undefined)
})

describe('the studio’s import calls', () => {
  it('are for a signed-in admin only', async () => {
    const response = await upload(manyPaintings(1, 'nobody'), 'x.csv', {}, { Cookie: '' })
    expect(response.status).toBe(404)
    expect((await request('/api/v1/studio/imports/1')).status).toBe(404)
  })

  it('refuses a file that is not a shop’s export with the reason, and keeps nothing', async () => {
    const before = (await payload.count({ collection: 'imports', overrideAccess: true })).totalDocs
    const response = await upload(Buffer.from('name,price\nA,1\n'), 'other.csv')
    expect(response.status).toBe(400)
    expect((await response.json()).message).toContain('its first line names none of their columns')
    expect((await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]), 'photo.png')).status).toBe(400)
    expect((await payload.count({ collection: 'imports', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('checks a file, then imports it in the background and tells what came of it', async () => {
    const fixture = readFileSync(path.resolve('tests/fixtures/import/shopify-products.csv'), 'utf8')
    const response = await upload(
      Buffer.from(fixture.replaceAll('https://cdn.shopify.com', base)),
      'products_export.csv',
    )
    expect(response.status).toBe(200)
    const planned = (await response.json()) as ImportState
    made.push(planned.id)
    expect(planned).toMatchObject({ status: 'planned', total: 2, result: null })
    expect(planned.plan.counts).toEqual({ rows: 7, products: 2, skus: 4, pictures: 3, groups: 2 })
    expect(planned.plan.preview.map((p) => p.slug)).toEqual(['low-tide-at-rottnest', 'gum-blossom-print'])
    expect(planned.plan.problems.map((p) => p.row)).toEqual([7, 8])
    // The file is kept for the job, and given to nobody.
    expect(JSON.stringify(planned)).not.toContain('Handle,Title')

    const started = await call(`/${planned.id}/start`, 'POST')
    expect(started.status).toBe(200)
    expect(['queued', 'running', 'done']).toContain(started.body.status)
    const done = await ended(planned.id)
    expect(done).toMatchObject({ status: 'done', done: 2, total: 2, result: { created: 2, updated: 0, unchanged: 0 } })
    expect(done.result?.problems.map((p) => p.row)).toEqual([7, 8])
    const print = await payload.find({
      collection: 'products',
      where: { slug: { equals: 'gum-blossom-print' } },
      draft: true,
      overrideAccess: true,
    })
    expect(print.docs[0]).toMatchObject({ _status: 'draft', imported: { key: 'shopify:gum-blossom-print' } })

    // Pressing again after the end imports nothing twice.
    expect((await call(`/${planned.id}/start`, 'POST')).body.status).toBe('done')
    expect((await drafts({ slug: { equals: 'gum-blossom-print' } })).totalDocs).toBe(1)
  })

  it('stops between two products when asked, keeping what was imported', async () => {
    const response = await upload(manyPaintings(300, 'stopped-study'), 'many.csv')
    const planned = (await response.json()) as ImportState
    made.push(planned.id)
    await call(`/${planned.id}/start`, 'POST')
    await call(`/${planned.id}/stop`, 'POST')
    const stopped = await ended(planned.id)
    expect(stopped.status).toBe('stopped')
    const created = stopped.result?.created ?? -1
    expect(created).toBeLessThan(300)
    const imported = await drafts({ 'imported.key': { like: 'shopify:stopped-study-' } })
    expect(imported.totalDocs).toBe(created)
  }, 120_000)

  it('is run again after a restart cut it short, and not by two processes at once', async () => {
    const response = await upload(manyPaintings(3, 'restarted-study'), 'restart.csv')
    const { id } = (await response.json()) as ImportState
    made.push(id)
    // As a process that died a moment ago left it: running, with a fresh sign of life.
    await payload.update({ collection: 'imports', id, data: { status: 'running' }, overrideAccess: true })
    await expect(runStoredImport(payload, id)).rejects.toBeInstanceOf(ImportHeldElsewhere)
    // Once its lease has passed it is taken over, and imported whole.
    await payload.db.updateOne({
      collection: 'imports',
      id,
      data: { updatedAt: new Date(Date.now() - IMPORT_LEASE_MS - 1_000).toISOString() },
    })
    await runStoredImport(payload, id)
    expect(await ended(id)).toMatchObject({ status: 'done', result: { created: 3 } })
  })
})
