import { execFile } from 'node:child_process'
import { cp, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import { createClient } from '@libsql/client'

import { databaseKind, databaseUrl, env, paths } from '@/lib/env'

const run = promisify(execFile)

/** What a backup folder holds: the database, the uploads, the site's secret and this manifest. */
export type BackupManifest = {
  format: 1
  createdAt: string
  database: 'sqlite' | 'postgres'
  /** The database's file in the folder: `atelier.db` (SQLite) or `atelier.pgdump` (pg_dump's custom format). */
  databaseFile: string
  folders: { name: 'media' | 'audio'; files: number }[]
  /**
   * The bucket that holds the uploads when they are kept in object storage (S3_BUCKET): they are
   * not copied here, and are kept by the storage's own versioning or copies.
   */
  bucket?: string
}

const MANIFEST = 'backup.json'
const FOLDERS = ['media', 'audio'] as const

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  )

async function mustBeEmpty(folder: string, what: string) {
  const entries = await readdir(folder).catch(() => [] as string[])
  if (entries.length) throw new Error(`${what} ${folder} is not empty: choose a new folder`)
}

async function countFiles(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).length
}

/** SQLite's own consistent copy of a live database: one read transaction, whatever is being written meanwhile. */
export async function copySqlite(target: string) {
  const client = createClient({ url: `file:${paths.database}` })
  try {
    await client.execute({ sql: 'VACUUM INTO ?', args: [target] })
  } finally {
    client.close()
  }
}

/**
 * A backup of the site while it serves (`npm run backup -- <folder>`): first the database, as one
 * consistent snapshot (SQLite's `VACUUM INTO`, or `pg_dump` in its custom format, one transaction
 * too), then the uploaded pictures and sounds and the site's secret (without it, every session
 * and signed link of the restored site would be void). The image renditions are not kept: they
 * are made again on demand. An upload made between the two steps is in the folder without its
 * record, which does no harm; keep uploads and deletions apart from a backup's minute to be sure.
 */
export async function backup(folder: string): Promise<BackupManifest> {
  await mustBeEmpty(folder, 'The backup folder')
  await mkdir(folder, { recursive: true })
  const databaseFile = databaseKind === 'postgres' ? 'atelier.pgdump' : 'atelier.db'
  if (databaseKind === 'postgres')
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${path.join(folder, databaseFile)}`, databaseUrl])
  else await copySqlite(path.join(folder, databaseFile))
  const folders = []
  for (const name of FOLDERS) {
    if (await exists(paths[name])) await cp(paths[name], path.join(folder, name), { recursive: true })
    folders.push({ name, files: await countFiles(path.join(folder, name)) })
  }
  if (await exists(paths.secret)) await cp(paths.secret, path.join(folder, '.secret'))
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: databaseKind,
    databaseFile,
    folders,
    ...(env.objectStorage ? { bucket: env.objectStorage.bucket } : {}),
  }
  await writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

/**
 * Puts a backup back (`npm run restore -- <folder>`) into the configured data folder, which must
 * be empty, and the configured database: SQLite's file is copied in; a PostgreSQL database must be
 * new and empty, and `pg_restore` fills it. The site is then started as usual.
 */
export async function restore(folder: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8')) as BackupManifest
  if (manifest.format !== 1) throw new Error(`${folder} holds a backup of an unknown format`)
  if (manifest.database !== databaseKind)
    throw new Error(
      `The backup is of a ${manifest.database} database, and this site is set up for ${databaseKind} (DATABASE_URL)`,
    )
  const dataDir = path.dirname(paths.database)
  await mustBeEmpty(dataDir, 'The data folder')
  await mkdir(dataDir, { recursive: true })
  const source = path.join(folder, manifest.databaseFile)
  if (databaseKind === 'postgres')
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${databaseUrl}`, source])
  else await cp(source, paths.database)
  for (const { name } of manifest.folders)
    if (await exists(path.join(folder, name))) await cp(path.join(folder, name), paths[name], { recursive: true })
  if (await exists(path.join(folder, '.secret'))) await cp(path.join(folder, '.secret'), paths.secret)
  return manifest
}
