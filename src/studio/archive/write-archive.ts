import { randomUUID } from 'node:crypto'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'

import { createClient } from '@libsql/client'
import { asc, getTableColumns, gt, type Table } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/libsql'
import type { Payload } from 'payload'
import tar from 'tar-stream'

import { archivedTables, archivedValue, idColumn } from '@/studio/archive/archive-tables'
import { MANIFEST, ROWS_PER_FILE, siteSchema, type ArchiveManifest } from '@/studio/archive/archive-format'
import { copySqlite } from '@/lib/backup'
import { databaseKind, paths } from '@/lib/env'
import { OBJECT_FOLDERS } from '@/media/object-storage'
import { readOriginal, type UploadCollection } from '@/media/storage'

type Row = Record<string, unknown>

/** The upload collections' tables, whose rows name the files the archive holds. */
const UPLOAD_TABLES = { media: 'media', podcast_audio: 'podcast-audio' } as const satisfies Record<
  string,
  UploadCollection
>

/** Rows of a table after the given id, by id. */
type ReadRows = (table: Table, after: unknown, limit: number) => Promise<Row[]>
type Selecting = {
  select: () => {
    from: (table: Table) => {
      where: (c: unknown) => { orderBy: (o: unknown) => { limit: (n: number) => Promise<Row[]> } }
    }
  }
}

const reader =
  (db: Selecting): ReadRows =>
  (table, after, limit) =>
    db
      .select()
      .from(table)
      .where(after === undefined ? undefined : gt(idColumn(table), after))
      .orderBy(asc(idColumn(table)))
      .limit(limit)

/**
 * Runs `work` over one unchanging view of the database while the site goes on writing: a copy of
 * SQLite's file made by SQLite itself (as a backup is), read through a connection of its own; or a
 * PostgreSQL transaction that sees the database as it was when it began.
 */
async function inSnapshot<T>(payload: Payload, work: (read: ReadRows) => Promise<T>): Promise<T> {
  if (databaseKind === 'postgres') {
    const db = payload.db as unknown as {
      drizzle: { transaction: <R>(fn: (tx: Selecting) => Promise<R>, config: object) => Promise<R> }
    }
    return db.drizzle.transaction((tx) => work(reader(tx)), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    })
  }
  const copy = path.join(path.dirname(paths.database), `.archive-${randomUUID()}.db`)
  await copySqlite(copy)
  const client = createClient({ url: `file:${copy}` })
  try {
    return await work(reader(drizzle(client) as unknown as Selecting))
  } finally {
    client.close()
    await rm(copy, { force: true })
  }
}

/**
 * Writes the whole site to `out` as a site archive (archive-format.ts): every table's rows as one
 * moment of the database held them, then the uploads' files, then the manifest. What it returns is
 * the manifest. Sign-ins are not in it (archive-tables.ts); the site's secret is not either.
 */
export async function writeArchive(payload: Payload, out: NodeJS.WritableStream): Promise<ArchiveManifest> {
  const createdAt = new Date()
  const pack = tar.pack()
  const written = pipeline(pack, createGzip(), out)
  // A reader that goes away fails it at any moment; that is read where it is awaited.
  written.catch(() => undefined)
  const add = (name: string, body: Buffer) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: body.length, mtime: createdAt }, body, (error) => (error ? reject(error) : resolve())),
    )
  const uploads: [UploadCollection, string][] = []
  try {
    const tables: Record<string, number> = {}
    await inSnapshot(payload, async (read) => {
      for (const [name, table] of archivedTables(payload)) {
        const columns = Object.entries(getTableColumns(table))
        let after: unknown
        let count = 0
        for (let part = 1; ; part++) {
          const rows = await read(table, after, ROWS_PER_FILE)
          if (!rows.length) break
          after = rows.at(-1)!.id
          count += rows.length
          const lines = rows.map((row) =>
            JSON.stringify(Object.fromEntries(columns.map(([key, column]) => [key, archivedValue(column, row[key])]))),
          )
          await add(`tables/${name}/${part}.jsonl`, Buffer.from(`${lines.join('\n')}\n`))
          const collection = UPLOAD_TABLES[name as keyof typeof UPLOAD_TABLES]
          if (collection)
            for (const row of rows) if (typeof row.filename === 'string') uploads.push([collection, row.filename])
        }
        tables[name] = count
      }
    })
    const files: ArchiveManifest['files'] = { media: [], audio: [] }
    const missing: string[] = []
    for (const [collection, filename] of uploads) {
      const folder = OBJECT_FOLDERS[collection]
      const bytes = await readOriginal(filename, collection)
      if (!bytes) missing.push(`${folder}/${filename}`)
      else {
        await add(`${folder}/${path.basename(filename)}`, bytes)
        files[folder].push(path.basename(filename))
      }
    }
    const manifest: ArchiveManifest = {
      format: 1,
      application: 'atelier',
      createdAt: createdAt.toISOString(),
      database: databaseKind,
      schema: await siteSchema(),
      tables,
      files,
      missing,
    }
    await add(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`))
    pack.finalize()
    await written
    return manifest
  } catch (error) {
    pack.destroy(error as Error)
    await written.catch(() => undefined)
    throw error
  }
}
