// Importing a large shop, in one process on a fresh database: npm run bench:import
//   (IMPORT_ROWS sets the number of rows, 5,000 by default: a quarter as many products of four variants)
// - the import's time and the process's peak memory
// - the longest a request would have waited behind it (event-loop delay), as the job runs in the server
// Baselines in the same run: the same products made straight through Payload (a product and its
// SKUs, no import), and the event loop with nothing to do.
import { createServer } from 'node:http'
import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import sharp from 'sharp'

import { saveResults } from './results'
import { ms, runBench, sleep, watched } from './loop-watch'

const rows = Number(process.env.IMPORT_ROWS || 5000)
const products = Math.ceil(rows / 4)
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-import-'))
Object.assign(process.env, { DATA_DIR: dataDir, DATABASE_URL: '', JOBS: 'false', PAYMENTS: 'test', SEED: 'false' })

/** Shopify's export of `count` prints in two sizes and two frames; every tenth with a picture. */
function shopifyExport(count: number, pictureBase: string, prefix = 'bench') {
  const lines = [
    'Handle,Title,Body (HTML),Type,Tags,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Grams,Variant Inventory Tracker,Variant Inventory Qty,Variant Price,Variant Compare At Price,Image Src,Image Alt Text',
  ]
  for (let p = 0; p < count; p++) {
    let first = true
    for (const size of ['A4', 'A3']) {
      for (const frame of ['Unframed', 'Oak']) {
        const picture = first && p % 10 === 0 ? `${pictureBase}/print-${p}.png` : ''
        lines.push(
          [
            `${prefix}-print-${p}`,
            first ? `"Coastal study ${p}, print"` : '',
            first
              ? `"<p>A giclée print of study ${p}, painted on the coast.</p><p>Signed, in an edition of 50.</p>"`
              : '',
            first ? 'Prints' : '',
            first ? '"coast, print"' : '',
            first ? 'Size' : '',
            size,
            first ? 'Frame' : '',
            frame,
            `${prefix.toUpperCase()}-${p}-${size}-${frame.toUpperCase()}`,
            size === 'A4' ? 400 : 800,
            'shopify',
            10,
            `${size === 'A4' ? 80 : 120}${frame === 'Oak' ? 150 : 0}.00`,
            '',
            picture,
            picture ? `"Study ${p}"` : '',
          ].join(','),
        )
        first = false
      }
    }
  }
  return Buffer.from(lines.join('\r\n'))
}

async function main() {
  const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#5b86a8' } })
    .png()
    .toBuffer()
  const pictures = createServer((_req, res) => void res.writeHead(200, { 'content-type': 'image/png' }).end(png))
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve))
  const host = `127.0.0.1:${(pictures.address() as AddressInfo).port}`
  process.env.IMPORT_PICTURE_HOSTS = host

  // Loaded after the environment names the bench's own database.
  const { boot } = await import('@/server/boot')
  const { planImport } = await import('@/commerce/import/plan-import')
  const { runImport } = await import('@/commerce/import/run-import')
  const payload = await boot({ seed: false })

  // Baseline: the same kind of product made straight through Payload, without reading a file.
  const straightCount = Math.min(100, products)
  const straightStarted = performance.now()
  for (let p = 0; p < straightCount; p++) {
    const product = await payload.create({
      collection: 'products',
      data: {
        name: `Straight ${p}`,
        slug: `straight-${p}`,
        variations: [
          { name: 'Size', options: [{ value: 'A4' }, { value: 'A3' }] },
          { name: 'Frame', options: [{ value: 'Unframed' }, { value: 'Oak' }] },
        ],
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
    })
    for (const size of ['A4', 'A3'])
      for (const frame of ['Unframed', 'Oak'])
        await payload.create({
          collection: 'skus',
          data: {
            product: product.id,
            code: `S-${p}-${size}-${frame}`,
            options: [
              { name: 'Size', value: size },
              { name: 'Frame', value: frame },
            ],
            price: 100,
            stock: 10,
          },
          overrideAccess: true,
        })
  }
  const straightPerProductMs = (performance.now() - straightStarted) / straightCount

  await sleep(2000)
  const idle = await watched(() => sleep(2000))
  const file = shopifyExport(products, `http://${host}`)
  const rssBefore = process.memoryUsage().rss
  let peakRss = rssBefore
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50)
  const planned = await watched(() => planImport(file))
  const imported = await watched(() => runImport(payload, planned.value))
  clearInterval(sampler)
  // A second import of the same file: every product found unchanged.
  const again = await watched(async () => runImport(payload, await planImport(file)))

  const perProductMs = imported.wallMs / products
  const results = {
    machine: { cpus: os.cpus().length, load: os.loadavg().map((l) => Math.round(l * 100) / 100) },
    rows: planned.value.counts.rows,
    products: planned.value.counts.products,
    pictures: planned.value.counts.pictures,
    fileMB: Math.round((file.length / 1024 / 1024) * 10) / 10,
    plan: { wallMs: planned.wallMs, maxDelayMs: planned.maxDelayMs },
    import: {
      seconds: Math.round(imported.wallMs / 100) / 10,
      perProductMs: ms(perProductMs),
      created: imported.value.created,
      problems: imported.value.problems.length,
      maxDelayMs: imported.maxDelayMs,
      p99DelayMs: imported.p99DelayMs,
      machineDelayMs: imported.machineDelayMs,
    },
    memory: { rssBeforeMB: Math.round(rssBefore / 1024 / 1024), peakRssMB: Math.round(peakRss / 1024 / 1024) },
    reimportUnchanged: { seconds: Math.round(again.wallMs / 100) / 10, unchanged: again.value.unchanged },
    baselines: {
      straightPerProductMs: ms(straightPerProductMs),
      importPerProductOverStraight: Math.round((perProductMs / straightPerProductMs) * 100) / 100,
      idleMaxDelayMs: idle.maxDelayMs,
      idleMachineDelayMs: idle.machineDelayMs,
    },
  }
  console.log(JSON.stringify(results, null, 2))
  saveResults('import', results)
  pictures.close()
  await payload.destroy()
}

runBench(main, dataDir)
