import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

import { databaseName, dropPostgresDatabase, recreatePostgresDatabase } from '../support/postgres-database'
import { projectDatabaseUrl, workerDatabaseUrl, workerDataDir } from './worker-database'

/** A migrated and seeded database: its data directory, and on PostgreSQL the database's address. */
type Seeded = { templateDir: string; databaseUrl: string }

/**
 * The seeded databases of this run by kind, kept on the main process's global object: every
 * integration project (`int`, `int-mocked`) copies the one made first instead of seeding its own,
 * whichever instance of this module its setup was given.
 */
const seededRuns = ((globalThis as { atelierSeededRuns?: Map<string, Promise<Seeded>> }).atelierSeededRuns ??=
  new Map())

/** Migrates and seeds `databaseUrl` (or, when empty, a SQLite file in `templateDir`) in a process of its own. */
async function seed(templateDir: string, databaseUrl: string): Promise<Seeded> {
  if (databaseUrl) await recreatePostgresDatabase(databaseUrl)
  // In a process of its own, so no connection of it outlives the setup.
  execFileSync('npx', ['tsx', 'scripts/prepare-database.ts'], {
    env: { ...process.env, DATA_DIR: templateDir, DATABASE_URL: databaseUrl, NODE_OPTIONS: '--no-deprecation' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return { templateDir, databaseUrl }
}

/**
 * The run's database is migrated and seeded once, then copied for each worker, so test files run
 * two (or more) at a time, each worker on a database of its own: a temporary SQLite file by
 * default (its data directory copied), or new PostgreSQL databases named after TEST_DATABASE_URL
 * (`CREATE DATABASE … TEMPLATE`). Files in one worker take turns on its database.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-int-'))
  // Each integration project's workers have databases of their own: named after TEST_DATABASE_URL,
  // or for another project than `int` after that name with the project's.
  const runUrl = process.env.TEST_DATABASE_URL || ''
  const databaseUrl = runUrl && project.name !== 'int' ? projectDatabaseUrl(runUrl, project.name) : runUrl
  const kind = runUrl || 'sqlite'
  let seeded = seededRuns.get(kind)
  if (!seeded) {
    seeded = seed(path.join(dataDir, 'template'), databaseUrl)
    seededRuns.set(kind, seeded)
  }
  const { templateDir, databaseUrl: templateUrl } = await seeded

  // Pool ids run from 1 to the number of workers (the project's, else the run's).
  const count = project.config.maxWorkers || project.vitest.config.maxWorkers || 1
  const workers = Array.from({ length: count }, (_, i) => i + 1)
  const workerUrls: string[] = []
  for (const id of workers) {
    cpSync(templateDir, workerDataDir(dataDir, id), { recursive: true })
    if (databaseUrl) {
      const url = workerDatabaseUrl(databaseUrl, id)
      await recreatePostgresDatabase(url, databaseName(templateUrl))
      workerUrls.push(url)
    }
  }

  project.provide('dataDir', dataDir)
  project.provide('databaseUrl', databaseUrl)

  return async () => {
    for (const url of workerUrls) await dropPostgresDatabase(url)
    // Mail sent after an answer may still be landing in the outbox: retry rather than fail the run.
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    dataDir: string
    databaseUrl: string
  }
}
