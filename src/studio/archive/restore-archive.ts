import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'

import { getTableColumns, type Table } from 'drizzle-orm'
import type { Payload } from 'payload'
import tar from 'tar-stream'

import { ArchiveError, ENTRY, MANIFEST, siteSchema, type ArchiveManifest } from '@/studio/archive/archive-format'
import { archivedTables, idColumn, insertionPlan, referencesOf } from '@/studio/archive/archive-tables'
import { drizzleOf, inTransaction, query, sql, type Db } from '@/lib/database/sql'
import { databaseKind, env, paths } from '@/lib/env'
import { OBJECT_FOLDERS } from '@/media/object-storage'
import { originalPath, originalsOnDisk } from '@/media/storage'

type Row = Record<string, unknown>
type Inserting = { insert: (table: Table) => { values: (rows: Row[]) => Promise<unknown> } }

/** The collections whose files an archive holds. */
const UPLOAD_COLLECTIONS = ['media', 'podcast-audio'] as const

/** At most this many values in one INSERT (SQLite takes 32,766 and PostgreSQL 65,535). */
const VALUES_PER_INSERT = 8_000

const notAnArchive = () => new ArchiveError('The file is not a site archive written by Atelier’s export (a .tar.gz).')

/** Unpacks the archive into `folder`, refusing any entry an archive does not have. */
async function unpack(input: Readable, folder: string) {
  const extract = tar.extract()
  const reading = pipeline(input, createGunzip(), extract)
  // A file cut short inside an entry leaves the entry waiting for the rest: its copy gives up
  // when the reading fails.
  const failed = new Promise<never>((_, reject) => void reading.catch(reject))
  failed.catch(() => undefined)
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header
      const base = path.basename(name)
      if (type !== 'file' || !ENTRY.test(name) || base === '.' || base === '..') throw notAnArchive()
      await mkdir(path.join(folder, path.dirname(name)), { recursive: true })
      await Promise.race([pipeline(entry, createWriteStream(path.join(folder, name))), failed])
    }
    await reading
  } catch (error) {
    extract.destroy()
    await reading.catch(() => undefined)
    throw error instanceof ArchiveError ? error : notAnArchive()
  }
}

async function readManifest(folder: string, tables: Map<string, Table>): Promise<ArchiveManifest> {
  const manifest = (await readFile(path.join(folder, MANIFEST), 'utf8').then(JSON.parse, () => null)) as ArchiveManifest
  if (manifest?.application !== 'atelier' || manifest.format !== 1) throw notAnArchive()
  const schema = await siteSchema()
  if (JSON.stringify(manifest.schema) !== JSON.stringify(schema))
    throw new ArchiveError(
      `The archive’s database is at “${manifest.schema.at(-1)}” and this site’s at “${schema.at(-1)}”: restore it with the version of Atelier that wrote it, then update.`,
    )
  const unknown = Object.keys(manifest.tables).filter((name) => !tables.has(name))
  if (unknown.length) throw new ArchiveError(`The archive holds tables this site does not have: ${unknown.join(', ')}.`)
  return manifest
}

/** Refuses a site that holds anything: a restore puts a whole site in, beside nothing. */
async function mustBeEmpty(payload: Payload, tables: Map<string, Table>) {
  const held: string[] = []
  for (const [name, table] of tables) {
    const [{ n }] = await query<{ n: number | string }>({ payload }, sql`SELECT COUNT(*) AS n FROM ${table}`)
    if (Number(n) > 0) held.push(`${name} (${n})`)
  }
  const files = (await Promise.all(UPLOAD_COLLECTIONS.map(originalsOnDisk))).flat()
  if (held.length || files.length)
    throw new ArchiveError(
      `This site already holds ${[...held.slice(0, 5), ...(files.length ? [`${files.length} uploaded files`] : [])].join(', ')}${held.length > 5 ? ', …' : ''}: an archive is restored into a new site (a new data folder and database, with SEED=false or before its first start).`,
    )
}

/** A table's rows as the archive holds them, file by file. */
async function* rowsOf(folder: string, name: string): AsyncGenerator<Row[]> {
  const files = await readdir(path.join(folder, 'tables', name)).catch(() => [] as string[])
  for (const file of files.sort((a, b) => parseInt(a) - parseInt(b))) {
    const text = await readFile(path.join(folder, 'tables', name, file), 'utf8')
    yield text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Row)
  }
}

/** Every table's rows into the database, in one transaction: all of them, or none. */
async function insertRows(db: Required<Db>, folder: string, manifest: ArchiveManifest, tables: Map<string, Table>) {
  const tx = await drizzleOf<Inserting>(db)
  const { order, later } = insertionPlan(referencesOf(tables))
  const fillIn: [table: Table, column: string, id: unknown, value: unknown][] = []
  for (const name of order) {
    const table = tables.get(name)!
    const columns = getTableColumns(table)
    const perInsert = Math.max(1, Math.floor(VALUES_PER_INSERT / Object.keys(columns).length))
    let count = 0
    for await (const rows of rowsOf(folder, name)) {
      for (const row of rows)
        for (const key of later[name] ?? [])
          if (row[key] !== null && row[key] !== undefined) {
            fillIn.push([table, columns[key].name, row.id, row[key]])
            row[key] = null
          }
      for (let i = 0; i < rows.length; i += perInsert) await tx.insert(table).values(rows.slice(i, i + perInsert))
      count += rows.length
    }
    if (count !== (manifest.tables[name] ?? 0))
      throw new ArchiveError(`The archive is incomplete: ${name} has ${count} rows of ${manifest.tables[name] ?? 0}.`)
  }
  for (const [table, column, id, value] of fillIn)
    await query(db, sql`UPDATE ${table} SET ${sql.identifier(column)} = ${value} WHERE ${idColumn(table)} = ${id}`)
  // PostgreSQL's counters of new ids go on after the highest id restored.
  if (databaseKind === 'postgres')
    for (const [name, table] of tables)
      if (idColumn(table).columnType === 'PgSerial')
        await query(
          db,
          sql`SELECT setval(pg_get_serial_sequence(${`"${name}"`}, 'id'), (SELECT COALESCE(MAX("id"), 0) + 1 FROM ${table}), false)`,
        )
}

/**
 * Restores a site archive (write-archive.ts) into this site, which must be new: migrated, and
 * holding no record and no upload. Unpacked first into a folder of its own; its files are put in
 * place, then every row is written in one transaction, and when anything fails the files are taken
 * away again and the site is as it was. The manifest is what it returns.
 */
export async function restoreArchive(payload: Payload, input: Readable): Promise<ArchiveManifest> {
  if (env.objectStorage)
    throw new ArchiveError(
      'Restore into a site that keeps its uploads on disk (without S3_BUCKET), then copy DATA_DIR/media and DATA_DIR/audio to the bucket.',
    )
  const folder = path.join(path.dirname(paths.database), `.restore-${randomUUID()}`)
  await mkdir(folder, { recursive: true })
  const placed: string[] = []
  try {
    await unpack(input, folder)
    const tables = archivedTables(payload)
    const manifest = await readManifest(folder, tables)
    await mustBeEmpty(payload, tables)
    for (const collection of UPLOAD_COLLECTIONS) {
      const name = OBJECT_FOLDERS[collection]
      for (const file of manifest.files[name]) {
        const target = originalPath(file, collection)
        await mkdir(path.dirname(target), { recursive: true })
        await rename(path.join(folder, name, path.basename(file)), target).catch(() => {
          throw new ArchiveError(`The archive is incomplete: ${name}/${file} is missing.`)
        })
        placed.push(target)
      }
    }
    await inTransaction({ payload }, (db) => insertRows(db, folder, manifest, tables))
    return manifest
  } catch (error) {
    await Promise.all(placed.map((file) => rm(file, { force: true })))
    throw error
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
