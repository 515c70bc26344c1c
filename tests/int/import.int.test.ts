import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { planImport, type ImportOptions } from '@/commerce/import/plan-import'
import { runImport } from '@/commerce/import/run-import'
import { setEnvForTests } from '@/lib/env'
import type { Product } from '@/payload-types'

import { removeImported } from './helpers/studio'

/*
 * Each source's export file, imported into the seeded shop with its pictures served by a local
 * server standing in for the shops' picture hosts (the only private host the import may use).
 */

let payload: Payload
let server: Server
let base: string
let restoreEnv: () => void
let lastGroup: number
const served: string[] = []

const PICTURE_HOSTS =
  /https:\/\/(cdn\.shopify\.com|i\.etsystatic\.com|studio\.example\.com|images\.squarespace-cdn\.com)/g

/** A fixture with its picture addresses on the local server, and any other changes a test makes. */
const exportFile = (name: string, change: (text: string) => string = (t) => t) =>
  Buffer.from(change(readFileSync(path.resolve('tests/fixtures/import', name), 'utf8').replace(PICTURE_HOSTS, base)))

const importFile = async (file: Buffer, options: ImportOptions = {}) =>
  runImport(payload, await planImport(file, options))

const productAt = async (slug: string) => {
  const { docs } = await payload.find({
    collection: 'products',
    where: { slug: { equals: slug } },
    draft: true,
    depth: 1,
    overrideAccess: true,
  })
  return docs[0] as Product | undefined
}

const skusOf = async (product: number) =>
  (
    await payload.find({
      collection: 'skus',
      where: { product: { equals: product } },
      sort: 'sort_order',
      depth: 0,
      overrideAccess: true,
    })
  ).docs.map((s) => ({
    code: s.code,
    options: s.options?.map((o) => o.value).join('/') ?? '',
    price: s.price,
    full: s.full_price ?? null,
    stock: s.stock,
  }))

const count = async (collection: 'products' | 'skus' | 'media' | 'groups') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await getPayload({ config })
  lastGroup =
    (await payload.find({ collection: 'groups', sort: '-id', limit: 1, depth: 0, overrideAccess: true })).docs[0]?.id ??
    0
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#4a7fa8' } })
    .png()
    .toBuffer()
  server = createServer((req, res) => {
    served.push(req.url ?? '')
    if (req.url?.includes('not-a-picture'))
      return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>')
    if (req.url?.includes('missing')) return void res.writeHead(404).end()
    res.writeHead(200, { 'content-type': 'image/png' }).end(png)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  base = `http://127.0.0.1:${port}`
  restoreEnv = setEnvForTests({ importPictureHosts: [`127.0.0.1:${port}`] })
})

afterAll(async () => {
  restoreEnv?.()
  await new Promise((resolve) => server?.close(resolve))
  // What the imports made goes, so the other files sharing this database see the seeded shop.
  await removeImported(payload)
  const groups = await payload.find({
    collection: 'groups',
    where: { id: { greater_than: lastGroup } },
    sort: '-id',
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  for (const group of groups.docs) await payload.delete({ collection: 'groups', id: group.id, overrideAccess: true })
})

describe('importing a Shopify export', () => {
  it('makes draft products with their SKUs, prices, specials, stock, groups, pictures and clean stories', async () => {
    const result = await importFile(exportFile('shopify-products.csv'))
    expect(result).toMatchObject({ created: 2, updated: 0, unchanged: 0, stopped: false })
    expect(result.problems.map((p) => p.row)).toEqual([7, 8])

    const original = await productAt('low-tide-at-rottnest')
    expect(original).toMatchObject({
      _status: 'draft',
      name: 'Low Tide at Rottnest',
      imported: { key: 'shopify:low-tide-at-rottnest' },
    })
    expect(original?.content).toContain('<strong>Arches 300 gsm</strong>')
    expect(original?.content).not.toContain('script')
    expect(original?.content_rich).toBeTruthy()
    expect(original?.meta_description).toBe('An original watercolour of Rottnest at low tide.')
    const pictures = (original?.images ?? []).map((row) => row.image as { alt: string; mimeType: string })
    expect(pictures.map((p) => [p.alt, p.mimeType])).toEqual([
      ['A pale blue bay at low tide', 'image/png'],
      ['Detail of the jetty', 'image/png'],
    ])
    expect(await skusOf(original!.id)).toEqual([
      { code: 'IM-LOW-TID-ORIG', options: '', price: 1250, full: null, stock: 1 },
    ])
    expect((original?.primary_group as { name: string }).name).toBe('Originals')

    const print = await productAt('gum-blossom-print')
    expect(print?.variations?.map((v) => [v.name, v.options?.map((o) => o.value)])).toEqual([
      ['Size', ['A4', 'A3']],
      ['Frame', ['Unframed', 'Oak frame']],
    ])
    expect(await skusOf(print!.id)).toEqual([
      { code: 'IM-GUM-A4', options: 'A4/Unframed', price: 95, full: 120, stock: 12 },
      { code: 'IM-GUM-A4-OAK', options: 'A4/Oak frame', price: 245, full: null, stock: 3 },
      { code: 'IM-GUM-A3', options: 'A3/Unframed', price: 145, full: null, stock: 100_000 },
    ])
    // Drafts: the shop does not show them until the artist publishes.
    const shown = await payload.find({
      collection: 'products',
      where: { slug: { equals: 'gum-blossom-print' } },
      overrideAccess: false,
    })
    expect(shown.totalDocs).toBe(0)
  })

  it('changes nothing when the same file is imported again, and fetches no picture twice', async () => {
    const before = await Promise.all([count('products'), count('skus'), count('media'), count('groups')])
    const updatedAt = (await productAt('gum-blossom-print'))?.updatedAt
    const fetched = served.length
    const result = await importFile(exportFile('shopify-products.csv'))
    expect(result).toMatchObject({ created: 0, updated: 0, unchanged: 2 })
    expect(await Promise.all([count('products'), count('skus'), count('media'), count('groups')])).toEqual(before)
    expect((await productAt('gum-blossom-print'))?.updatedAt).toBe(updatedAt)
    expect(served.length).toBe(fetched)
  })

  it('updates what it made from a changed file, keeping the stock sales may have changed', async () => {
    const print = await productAt('gum-blossom-print')
    await payload.update({
      collection: 'skus',
      where: { code: { equals: 'IM-GUM-A4' } },
      data: { stock: 7 },
      overrideAccess: true,
    })
    const media = await count('media')
    const changed = exportFile('shopify-products.csv', (text) => text.replace('95.00,120.00', '99.00,120.00'))
    expect(await importFile(changed)).toMatchObject({ created: 0, updated: 1, unchanged: 1 })
    expect((await skusOf(print!.id))[0]).toEqual({
      code: 'IM-GUM-A4',
      options: 'A4/Unframed',
      price: 99,
      full: 120,
      stock: 7,
    })
    expect(await count('media')).toBe(media)
  })
})

describe('importing the other shops’ exports', () => {
  it('Etsy: options from variations, the medium from materials, a price in another currency left at 0', async () => {
    const result = await importFile(exportFile('etsy-listings.csv'))
    expect(result).toMatchObject({ created: 3, problems: [] })
    const banksia = await productAt('banksia-print')
    expect((await skusOf(banksia!.id)).map((s) => `${s.code} ${s.options} ${s.price} ${s.stock}`)).toEqual([
      'ET-BAN-A4M A4/Matte 40 0',
      'ET-BAN-A4L A4/Lustre 40 0',
      'ET-BAN-A3M A3/Matte 40 0',
      'ET-BAN-A3L A3/Lustre 40 0',
    ])
    expect(banksia?.medium).toBe('Archival ink, cotton rag')
    const wave = await productAt('wave-study')
    expect((await skusOf(wave!.id))[0]).toMatchObject({ code: 'WAVE-STUDY', price: 0, stock: 1 })
  })

  it('WooCommerce: a variable product’s variations, sizes and weights in their units, categories as nested groups', async () => {
    const result = await importFile(exportFile('woocommerce-products.csv'))
    expect(result).toMatchObject({ created: 2 })
    expect(result.problems.map((p) => p.row)).toEqual([6, 7])
    const vines = await productAt('yallingup-vines')
    expect(vines).toMatchObject({
      dimension_width: 50,
      dimension_height: 40,
      dimension_depth: 3,
      medium: 'Watercolour and gouache on paper',
    })
    expect(vines?.content).not.toContain('onclick')
    const group = await payload.findByID({
      collection: 'groups',
      id: (vines?.primary_group as { id: number }).id,
      depth: 1,
      overrideAccess: true,
    })
    expect([(group.parent as { name: string }).name, group.name]).toEqual(['Paintings', 'Originals'])
    const wren = await productAt('fairy-wren-print')
    expect(await skusOf(wren!.id)).toEqual([
      { code: 'WC-WREN-A4', options: 'A4', price: 49, full: 65, stock: 20 },
      { code: 'WC-WREN-A3', options: 'A3', price: 95, full: null, stock: 8 },
    ])
  })

  it('Squarespace: a sale price as a special and variants gathered by product', async () => {
    expect(await importFile(exportFile('squarespace-products.csv'))).toMatchObject({ created: 2 })
    const harbour = await productAt('fremantle-harbour-at-dusk')
    expect(await skusOf(harbour!.id)).toEqual([{ code: 'SQ-FREO-ORIG', options: '', price: 750, full: 900, stock: 1 }])
    expect(harbour?.images).toHaveLength(2)
  })
})

describe('what an import refuses', () => {
  it('imports a product without the pictures it cannot fetch, each with its reason', async () => {
    const file = exportFile('etsy-listings.csv', (text) =>
      text
        .replace('Swan River Evening', 'Swan River Morning')
        .replace(`${base}/31234567/r/il/abc123/swan-river.png`, `${base}/not-a-picture.png`)
        .replace(`${base}/31234567/r/il/abc123/swan-river-2.png`, `${base}/missing.png`)
        .replace('ET-SWAN-ORIG', 'ET-SWAN-MORNING')
        .replace(`${base}/31234567/r/il/abc123/banksia.png`, 'http://10.1.2.3/banksia.png')
        .replace(`${base}/31234567/r/il/abc123/wave.png`, 'http://localhost:9/wave.png'),
    )
    const media = await count('media')
    const result = await importFile(file)
    const messages = result.problems.map((p) => p.message)
    expect(messages).toEqual([
      expect.stringMatching(
        /not-a-picture\.png is not a picture \(text\/html\).*"Swan River Morning.*" is imported without it/,
      ),
      expect.stringMatching(/missing\.png could not be fetched \(HTTP 404\)/),
      expect.stringMatching(/10\.1\.2\.3\/banksia\.png points at a private address \(10\.1\.2\.3\)/),
      expect.stringMatching(/localhost:9\/wave\.png points at a private address \(127\.0\.0\.1|::1\)/),
    ])
    expect(result).toMatchObject({ created: 1, updated: 2 })
    expect((await productAt('swan-river-morning-original-watercolour-painting-30-x-40-cm'))?.images).toEqual([])
    expect(await count('media')).toBe(media)
    // The pictures that failed are tried again by the next import of the same file.
    const again = await importFile(file)
    expect(again).toMatchObject({ created: 0, updated: 3, unchanged: 0 })
    expect(again.problems).toHaveLength(4)
  })

  it('takes no address or SKU code another product holds', async () => {
    const products = await count('products')
    const file = exportFile('shopify-products.csv', (text) =>
      text.replaceAll('low-tide-at-rottnest', 'cottesloe-morning').replace('IM-GUM-A4-OAK', 'IM-COT-MOR-ORIG'),
    )
    const result = await importFile(file)
    expect(result.problems.map((p) => p.message)).toEqual([
      expect.stringContaining('another product already has the address /product/cottesloe-morning'),
      expect.stringContaining('the SKU IM-COT-MOR-ORIG belongs to another product'),
      expect.stringContaining('spreadsheet formula'),
      expect.stringContaining('is not an amount'),
    ])
    expect(await count('products')).toBe(products)
  })
})
