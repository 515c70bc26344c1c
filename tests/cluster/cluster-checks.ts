import { randomBytes } from 'node:crypto'

import { createClient } from 'redis'
import sharp from 'sharp'

import { SETTLE_MS } from '@/lib/cache-tags'

import type { Rows } from '../crash/database'
import type { SiteProcess } from '../crash/site-process'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const json = { 'Content-Type': 'application/json' }

const headingPage = (name: string, slug: string, text: string) => ({
  name,
  slug,
  _status: 'published',
  rows: [
    {
      blockType: 'row',
      row_type: 'plain',
      blocks: [{ blockType: 'column', width: 12, widgets: [{ blockType: 'heading', text, level: 'h1' }] }],
    },
  ],
})

/** Waits until `ok` holds for what `read` answers, up to `ms`; how long it took, or null. */
async function within(ms: number, read: () => Promise<string>, ok: (text: string) => boolean) {
  const started = Date.now()
  while (Date.now() - started < ms) {
    if (ok(await read())) return Date.now() - started
    await pause(100)
  }
  return null
}

/**
 * The artist saves a page through one instance; the next visits through each other instance (which
 * had the page cached) show it.
 */
export async function savedPageReachesEveryInstance(sites: SiteProcess[], studio: Record<string, string>) {
  const [editor, ...others] = sites
  const slug = `cluster-${randomBytes(3).toString('hex')}`
  const made = await fetch(`${editor.origin}/api/pages`, {
    method: 'POST',
    headers: { ...json, ...studio },
    body: JSON.stringify(headingPage('Spring show', slug, 'The spring show opens in March')),
  })
  if (!made.ok) return [`the page could not be made: ${made.status} ${await made.text()}`]
  const { doc } = (await made.json()) as { doc: { id: number } }
  const page = (site: SiteProcess) => () => fetch(`${site.origin}/${slug}`).then((r) => r.text())
  for (const site of others) {
    // Rendered and cached by each other instance before the save.
    await page(site)()
    if (!(await page(site)()).includes('The spring show opens in March'))
      return [`${site.origin} never showed the page`]
  }
  const saved = await fetch(`${editor.origin}/api/pages/${doc.id}`, {
    method: 'PATCH',
    headers: { ...json, ...studio },
    body: JSON.stringify(headingPage('Spring show', slug, 'The spring show is open')),
  })
  if (!saved.ok) return [`the page could not be saved: ${saved.status}`]
  const problems: string[] = []
  for (const site of others) {
    const took = await within(10_000, page(site), (html) => html.includes('The spring show is open'))
    if (took === null) problems.push(`${site.origin} still showed the page as it was 10 s after the save`)
    else console.info(`[cluster] the save reached ${site.origin} within ${took} ms`)
  }
  return problems
}

/** A page rendered by one instance is served by the others from the shared cache, not rendered again. */
export async function renderedOnceServedByAll(sites: SiteProcess[], studio: Record<string, string>, redisUrl: string) {
  const [renderer, ...others] = sites
  const slug = `cluster-shared-${randomBytes(3).toString('hex')}`
  const made = await fetch(`${renderer.origin}/api/pages`, {
    method: 'POST',
    headers: { ...json, ...studio },
    body: JSON.stringify(headingPage('Open studio', slug, 'Open studio on Saturday')),
  })
  if (!made.ok) return [`the page could not be made: ${made.status}`]
  // Every instance drops the save's pages once more after SETTLE_MS (src/lib/cache-tags.ts),
  // which would take a copy rendered before it out of Redis again.
  await pause(SETTLE_MS + 1_500)
  for (let i = 0; i < 2; i++) await (await fetch(`${renderer.origin}/${slug}`)).text()
  // Its copy reaches Redis just after the first answer.
  const client = createClient({ url: redisUrl })
  await client.connect()
  const stored = await within(
    10_000,
    async () => {
      for await (const keys of client.scanIterator({ MATCH: `atelier:pages:*:entry:*${slug}*`, COUNT: 1000 }))
        if (keys.length) return 'stored'
      return ''
    },
    Boolean,
  )
  await client.quit()
  if (stored === null) return [`the page ${renderer.origin} rendered never reached Redis`]
  const problems: string[] = []
  for (const site of others) {
    const answer = await fetch(`${site.origin}/${slug}`)
    const html = await answer.text()
    const cache = answer.headers.get('x-nextjs-cache')
    if (!html.includes('Open studio on Saturday') || cache !== 'HIT')
      problems.push(`${site.origin} answered the page another instance rendered with x-nextjs-cache ${cache}`)
  }
  if (!problems.length) console.info('[cluster] a page rendered by one instance was a cache hit on the other two')
  return problems
}

/** A picture uploaded through one instance is served as an AVIF rendition by another, which never saw it. */
export async function uploadServedByAnother(sites: SiteProcess[], studio: Record<string, string>) {
  const [uploader, other] = sites
  const colour = randomBytes(3)
  const png = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: colour[0], g: colour[1], b: colour[2] } },
  })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `wash-${colour.toString('hex')}.png`)
  form.append('_payload', JSON.stringify({ alt: 'A wash of colour, uploaded to one instance' }))
  const uploaded = await fetch(`${uploader.origin}/api/media`, { method: 'POST', headers: studio, body: form })
  if (!uploaded.ok) return { problems: [`the upload failed: ${uploaded.status} ${await uploaded.text()}`] }
  const { doc } = (await uploaded.json()) as { doc: { hash: string } }
  const rendition = await fetch(`${other.origin}/assets/i/${doc.hash}/1x1/400.avif`)
  const bytes = Buffer.from(await rendition.arrayBuffer())
  if (rendition.status !== 200 || rendition.headers.get('content-type') !== 'image/avif')
    return {
      problems: [
        `another instance answered ${rendition.status} ${rendition.headers.get('content-type')} for the rendition`,
      ],
    }
  const meta = await sharp(bytes).metadata()
  if (meta.format !== 'heif' || meta.width !== 400 || meta.height !== 400)
    return { problems: [`the rendition is ${meta.format} ${meta.width}×${meta.height}, not a 400×400 AVIF`] }
  console.info(`[cluster] an upload through ${uploader.origin} was served by ${other.origin} as a 400×400 AVIF`)
  return { problems: [], rendition: `/assets/i/${doc.hash}/1x1/400.avif` }
}

/**
 * While the object storage does not answer, an upload is refused with 503 and nothing is saved, and
 * a rendition already made is still served.
 */
export async function storageDown(
  site: SiteProcess,
  studio: Record<string, string>,
  rendition: string,
  storage: { stop: () => Promise<void>; start: () => Promise<void> },
) {
  await storage.stop()
  try {
    const form = new FormData()
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a6ea5' } })
      .png()
      .toBuffer()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'while-down.png')
    form.append('_payload', JSON.stringify({ alt: 'Uploaded while the storage is down' }))
    const refused = await fetch(`${site.origin}/api/media`, { method: 'POST', headers: studio, body: form })
    const body = await refused.text()
    const kept = await fetch(
      `${site.origin}/api/media?where[alt][equals]=Uploaded%20while%20the%20storage%20is%20down`,
      {
        headers: studio,
      },
    ).then((r) => r.json() as Promise<{ totalDocs: number }>)
    const served = await fetch(`${site.origin}${rendition}`)
    const problems: string[] = []
    if (refused.status !== 503 || !body.includes('The file storage does not answer just now'))
      problems.push(`an upload while the storage was down was answered ${refused.status}: ${body.slice(0, 200)}`)
    if (kept.totalDocs !== 0) problems.push('an upload refused while the storage was down left a record')
    if (served.status !== 200)
      problems.push(`a rendition already made was answered ${served.status} while the storage was down`)
    if (!problems.length)
      console.info('[cluster] storage down: the upload refused with 503, the rendition still served')
    return problems
  } finally {
    await storage.start()
  }
}

/** An instance whose bucket does not exist refuses to start, naming the setting. */
export async function refusesMissingBucket(site: SiteProcess) {
  try {
    await site.start(30_000)
    await site.stop()
    return ['an instance started with a bucket that does not exist']
  } catch (error) {
    const message = (error as Error).message
    if (!/S3_BUCKET/.test(message) || !/does not exist/.test(message))
      return [`an instance with a missing bucket stopped without naming it: ${message.slice(0, 300)}`]
    console.info('[cluster] an instance with a missing bucket refused to start, naming S3_BUCKET')
    return []
  }
}

/** A limit reached through two instances holds on the third: five codes to one address, then no more. */
export async function limitHeldAcrossInstances(sites: SiteProcess[], email: string) {
  const ask = (site: SiteProcess) =>
    fetch(`${site.origin}/api/v1/cognito/user/sendLoginLink`, {
      method: 'POST',
      headers: { ...json, 'X-Forwarded-For': '10.99.0.1' },
      body: JSON.stringify({ email, fingerprint: 'cluster-limit' }),
    })
  const answers: number[] = []
  for (let i = 0; i < 5; i++) answers.push((await ask(sites[i % 2])).status)
  const third = await ask(sites[2])
  const problems: string[] = []
  if (answers.some((status) => status !== 200))
    problems.push(`the first five codes were answered ${answers.join(', ')}`)
  if (third.status !== 429)
    problems.push(`the sixth code, asked of a third instance, was answered ${third.status}, not 429`)
  else console.info('[cluster] five codes through two instances, the sixth refused by the third')
  return problems
}

/** 50 customers check out one original at once, through the balancer: it is sold once. */
export async function oneOriginalSoldOnce(
  origin: string,
  rows: Rows,
  customers: Record<string, string>[],
  shop: { skus: number[]; pickup: number },
) {
  const [original] = await rows(
    `SELECT "skus"."id" FROM "skus" JOIN "products" ON "products"."id" = "skus"."product_id"
     WHERE "skus"."stock" = 1 AND "products"."_status" = 'published' AND "skus"."id" NOT IN (${shop.skus.join(',')})
     ORDER BY "skus"."id" DESC LIMIT 1`,
  )
  const sku = Number(original.id)
  const post = (path: string, body: unknown, auth: Record<string, string>) =>
    fetch(`${origin}/api/v1/${path}`, { method: 'POST', headers: { ...json, ...auth }, body: JSON.stringify(body) })
  await Promise.all(customers.map((auth) => post('sell/cart/cartAdd', { sku, qty: 1, addons: [] }, auth)))
  const placed = await Promise.all(
    customers.map((auth) =>
      post('sell/cart/submitOrder', { shipping_option_id: shop.pickup, paymentGateway: 'test' }, auth),
    ),
  )
  const instances = new Set(placed.map((answer) => answer.headers.get('x-instance')))
  const statuses = placed.map((answer) => answer.status)
  const won = statuses.filter((status) => status === 200).length
  const [held] = await rows(`SELECT COUNT(*) AS "n" FROM "stock_moves" WHERE "sku_id" = ? AND "delta" < 0`, [sku])
  const [left] = await rows(`SELECT "stock" FROM "skus" WHERE "id" = ?`, [sku])
  const problems: string[] = []
  if (won !== 1) problems.push(`${won} of 50 checkouts of one original were accepted (${statuses.join(',')})`)
  if (Number(held.n) !== 1 || Number(left.stock) !== 0)
    problems.push(`the original was held ${String(held.n)} times and has stock ${String(left.stock)}`)
  if (instances.size < 3) problems.push(`the checkouts reached ${instances.size} instances, not all three`)
  if (!problems.length)
    console.info(
      `[cluster] 50 checkouts of one original across ${instances.size} instances: 1 accepted, ` +
        `the others ${[...new Set(statuses.filter((s) => s !== 200))].join('/')}`,
    )
  return problems
}

/**
 * Visitors' page loads and API reads through the balancer while one instance is killed (kill -9):
 * none fails but those the instance held at that moment, which the balancer retries elsewhere.
 */
export async function killedUnderLoad(origin: string, victim: SiteProcess) {
  const paths = ['/', '/shop', '/blog', '/api/v1/health']
  let inFlight = 0
  let heldAtKill = -1
  let answered = 0
  const failures: string[] = []
  let stop = false
  const visitor = async (n: number) => {
    for (let i = n; !stop; i++) {
      inFlight++
      try {
        const answer = await fetch(`${origin}${paths[i % paths.length]}`, { signal: AbortSignal.timeout(20_000) })
        await answer.arrayBuffer()
        if (answer.status >= 500) failures.push(`${paths[i % paths.length]}: ${answer.status}`)
        else answered++
      } catch (error) {
        failures.push(`${paths[i % paths.length]}: ${(error as Error).message}`)
      } finally {
        inFlight--
      }
    }
  }
  const visitors = Array.from({ length: 8 }, (_, n) => visitor(n))
  await pause(2_000)
  heldAtKill = inFlight
  await victim.kill()
  await pause(4_000)
  stop = true
  await Promise.all(visitors)
  console.info(
    `[cluster] kill -9 under load: ${answered} answered, ${failures.length} failed, ${heldAtKill} in flight at the kill`,
  )
  return failures.length > heldAtKill
    ? [
        `${failures.length} requests failed with ${heldAtKill} in flight at the kill: ${failures.slice(0, 5).join('; ')}`,
      ]
    : []
}
