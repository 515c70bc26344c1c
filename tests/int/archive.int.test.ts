import { execFile } from 'node:child_process'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'
import { createGunzip, gzipSync } from 'node:zlib'

import { getPayload, type Payload } from 'payload'
import tar from 'tar-stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import type { ArchiveManifest } from '@/studio/archive/archive-format'
import { restoreArchive } from '@/studio/archive/restore-archive'
import { writeArchive } from '@/studio/archive/write-archive'
import { databaseKind, paths } from '@/lib/env'
import { seedCheckout } from '@/seed/checkout'

import { dropPostgresDatabase, recreatePostgresDatabase, withDatabaseName } from '../support/postgres-database'
import { request } from './helpers/api'
import { orderToAustralia, pressTestPayment, testCallback } from './helpers/checkout-flow'
import { makeProduct } from './helpers/shop-fixtures'
import { studioCookie } from './helpers/studio'

const run = promisify(execFile)

type Archive = {
  manifest: ArchiveManifest
  tables: Record<string, Record<string, unknown>[]>
  files: Record<string, Buffer>
}

/** Everything an archive holds, read back with a tar reader of its own. */
async function readArchive(input: Readable): Promise<Archive> {
  const extract = tar.extract()
  const reading = pipeline(input, createGunzip(), extract)
  const tables: Archive['tables'] = {}
  const files: Archive['files'] = {}
  let manifest: ArchiveManifest | undefined
  for await (const entry of extract) {
    const chunks: Buffer[] = []
    for await (const chunk of entry) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const name = entry.header.name
    if (name === 'archive.json') manifest = JSON.parse(body.toString()) as ArchiveManifest
    else if (name.startsWith('tables/')) {
      const rows = body.toString().split('\n').filter(Boolean)
      ;(tables[name.split('/')[1]] ??= []).push(...rows.map((line) => JSON.parse(line) as Record<string, unknown>))
    } else files[name] = body
  }
  await reading
  return { manifest: manifest!, tables, files }
}

/** A gzipped tar of the given entries, for archives that are not quite right. */
async function tarOf(entries: Record<string, Buffer | string>): Promise<Buffer> {
  const pack = tar.pack()
  for (const [name, body] of Object.entries(entries)) pack.entry({ name }, body)
  pack.finalize()
  const chunks: Buffer[] = []
  for await (const chunk of pack) chunks.push(chunk as Buffer)
  return gzipSync(Buffer.concat(chunks))
}

const TIME = /^\d{4}-\d\d-\d\d(T\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d))?$/

/**
 * Rows with their times as instants: SQLite keeps a time as the text it was given
 * (`2020-01-01T00:00:00Z`, or a date of birth's `1990-04-02`), PostgreSQL as a time, which
 * comes back with its milliseconds and, for a day, its midnight in UTC.
 */
const asInstants = (rows: Record<string, unknown>[] = []) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        typeof value === 'string' && TIME.test(value) ? new Date(value).toISOString() : value,
      ]),
    ),
  )

let payload: Payload
let cookie: string
let folder: string
let source: Archive
const sourceFile = () => path.join(folder, 'site.tar.gz')

const countOf = async (collection: 'products' | 'orders' | 'media') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await getPayload({ config })
  cookie = await studioCookie(payload, 'archive')
  folder = await mkdtemp(path.join(os.tmpdir(), 'atelier-archive-'))
  // A paid order of a print, so the archive holds a customer, an address, an order, its lines and payment.
  await seedCheckout(payload)
  const { skus } = await makeProduct({
    slug: 'archive-print',
    name: 'Archive print',
    variations: [{ name: 'Size', options: ['A4'] }],
    skus: [{ code: 'ARC-A4', options: [{ name: 'Size', value: 'A4' }], price: 75, stock: 5 }],
  })
  const { token } = await orderToAustralia('buyer@archive.test', [[skus[0].id, 1]])
  await pressTestPayment(token, 'pay')
  expect((await testCallback(token)).status).toBe(200)
  await writeArchive(payload, createWriteStream(sourceFile()))
  source = await readArchive(createReadStream(sourceFile()))
}, 120_000)

afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

describe('the site archive', () => {
  it('is the studio’s download only', async () => {
    expect((await request('/api/v1/studio/archive.tar.gz')).status).toBe(404)
    const response = await request('/api/v1/studio/archive.tar.gz', { headers: { Cookie: cookie } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/gzip')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="atelier-archive-\d{4}-\d\d-\d\d\.tar\.gz"$/,
    )
    const downloaded = await readArchive(Readable.from(Buffer.from(await response.arrayBuffer())))
    expect(downloaded.manifest.tables).toEqual(source.manifest.tables)
  })

  it('holds every record and upload, and no sign-in', async () => {
    const { manifest, tables, files } = source
    expect(manifest).toMatchObject({ format: 1, application: 'atelier', database: databaseKind, missing: [] })
    expect(manifest.tables.products).toBe(await countOf('products'))
    expect(manifest.tables.orders).toBe(await countOf('orders'))
    expect(manifest.tables.media).toBe(await countOf('media'))
    for (const [name, count] of Object.entries(manifest.tables)) expect(tables[name]?.length ?? 0, name).toBe(count)
    const order = tables.orders.find((row) => row.email === 'buyer@archive.test')
    expect(order).toMatchObject({ status: 'paid' })
    expect(tables.orders_lines.some((line) => line._parentID === order!.id)).toBe(true)
    expect(tables.payments.some((p) => p.order === order!.id && p.status === 'paid')).toBe(true)
    // Every picture's file, byte for byte as the storage holds it.
    expect(manifest.files.media.length).toBe(manifest.tables.media)
    for (const row of tables.media)
      expect(files[`media/${row.filename as string}`], row.filename as string).toBeDefined()
    // Sign-ins and their codes stay with the site that issued them.
    for (const name of ['users_sessions', 'account_sessions', 'login_codes', 'payload_migrations'])
      expect(tables).not.toHaveProperty(name)
  })

  it('is not restored into a site that holds anything, and nothing changes', async () => {
    const before = [await countOf('products'), await countOf('orders'), (await readdir(paths.media)).length]
    await expect(restoreArchive(payload, createReadStream(sourceFile()))).rejects.toThrow(
      /^This site already holds .*: an archive is restored into a new site/,
    )
    expect([await countOf('products'), await countOf('orders'), (await readdir(paths.media)).length]).toEqual(before)
  })

  it('refuses what is not an archive, or one of another version of the database', async () => {
    const refusal = (body: Buffer) => restoreArchive(payload, Readable.from(body))
    const notAnArchive = 'The file is not a site archive written by Atelier’s export (a .tar.gz).'
    await expect(refusal(Buffer.from('Handle,Title\nkarri-light,Karri Light\n'))).rejects.toThrow(notAnArchive)
    // Cut short, as a broken download is.
    const whole = await readFile(sourceFile())
    await expect(refusal(whole.subarray(0, Math.floor(whole.length / 2)))).rejects.toThrow(notAnArchive)
    // An entry that would lead out of the folder it is unpacked in.
    await expect(refusal(await tarOf({ '../escape.txt': 'x' }))).rejects.toThrow(notAnArchive)
    await expect(refusal(await tarOf({ 'media/../../escape.txt': 'x' }))).rejects.toThrow(notAnArchive)
    const older = { ...source.manifest, schema: source.manifest.schema.slice(0, -1) }
    await expect(refusal(await tarOf({ 'archive.json': JSON.stringify(older) }))).rejects.toThrow(
      /^The archive’s database is at “.+” and this site’s at “.+”: restore it with the version of Atelier that wrote it/,
    )
  })
})

describe('the round trip into a new site of the other database', () => {
  // SQLite's archive goes into PostgreSQL, PostgreSQL's into SQLite: the move a growing shop makes.
  const other = databaseKind === 'postgres' ? 'sqlite' : 'postgres'
  const targetUrl =
    other === 'postgres'
      ? withDatabaseName(
          process.env.ARCHIVE_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/atelier_archive',
          `atelier_archive_w${process.env.VITEST_POOL_ID || '1'}`,
        )
      : ''
  let dataDir: string
  const command = (script: 'import' | 'export', ...args: string[]) =>
    run('npm', ['run', '--silent', script, '--', ...args], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: targetUrl,
        SEED: 'false',
        PAYMENTS: 'test',
        JOBS: 'false',
      },
    })

  beforeAll(async () => {
    dataDir = path.join(folder, 'new-site')
    if (targetUrl) await recreatePostgresDatabase(targetUrl)
  })
  afterAll(async () => {
    if (targetUrl) await dropPostgresDatabase(targetUrl)
  })

  it('gives the same site: every page, product, order and upload', async () => {
    // An archive short of one order line: refused before the end, and the new site keeps nothing of it.
    const { tables, files, manifest } = source
    const shortOf = await tarOf({
      ...Object.fromEntries(
        Object.entries(tables).map(([name, rows]) => [
          `tables/${name}/1.jsonl`,
          `${(name === 'orders_lines' ? rows.slice(1) : rows).map((row) => JSON.stringify(row)).join('\n')}\n`,
        ]),
      ),
      ...files,
      'archive.json': JSON.stringify(manifest),
    })
    await writeFile(path.join(folder, 'short.tar.gz'), shortOf)
    const failed = await command('import', '--from', 'atelier', path.join(folder, 'short.tar.gz')).catch((e) => e)
    expect(failed.code).toBe(2)
    expect(failed.stderr).toContain(
      `The archive is incomplete: orders_lines has ${tables.orders_lines.length - 1} rows of ${tables.orders_lines.length}.`,
    )

    const restored = await command('import', '--from', 'atelier', sourceFile())
    expect(restored.stdout).toMatch(/^Restored \d+ records and \d+ files from the archive of /m)
    await command('export', 'archive', path.join(folder, 'again.tar.gz'))
    const again = await readArchive(createReadStream(path.join(folder, 'again.tar.gz')))
    expect(again.manifest.database).toBe(other)
    expect(again.manifest.tables).toEqual(manifest.tables)
    for (const name of Object.keys(tables))
      expect(asInstants(again.tables[name]), name).toEqual(asInstants(tables[name]))
    expect(Object.keys(again.files).sort()).toEqual(Object.keys(files).sort())
    for (const [name, bytes] of Object.entries(files)) expect(again.files[name].equals(bytes), name).toBe(true)
  }, 180_000)
})
