import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

import { databaseName, dropPostgresDatabase, recreatePostgresDatabase } from '../support/postgres-database'
import { projectDatabaseUrl, workerDatabaseUrl, workerDataDir } from './worker-database'

/**
 * The run's database is migrated and seeded once, then copied for each worker, so test files run
 * two (or more) at a time, each worker on a database of its own: a temporary SQLite file by
 * default (its data directory copied), or new PostgreSQL databases named after TEST_DATABASE_URL
 * (`CREATE DATABASE … TEMPLATE`). Files in one worker take turns on its database.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-int-'))
  const templateDir = path.join(dataDir, 'template')
  // Each integration project seeds its own database: the one named by TEST_DATABASE_URL, or for
  // another project that name with the project's.
  const runUrl = process.env.TEST_DATABASE_URL || ''
  const databaseUrl = runUrl && project.name !== 'int' ? projectDatabaseUrl(runUrl, project.name) : runUrl
  if (databaseUrl) await recreatePostgresDatabase(databaseUrl)

  // Migrated and seeded in a process of its own, so no connection of it outlives the setup.
  execFileSync('npx', ['tsx', 'scripts/prepare-database.ts'], {
    env: { ...process.env, DATA_DIR: templateDir, DATABASE_URL: databaseUrl, NODE_OPTIONS: '--no-deprecation' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })

  // Pool ids run from 1 to the number of workers (the project's, else the run's).
  const count = project.config.maxWorkers || project.vitest.config.maxWorkers || 1
  const workers = Array.from({ length: count }, (_, i) => i + 1)
  const workerUrls: string[] = []
  for (const id of workers) {
    cpSync(templateDir, workerDataDir(dataDir, id), { recursive: true })
    if (databaseUrl) {
      const url = workerDatabaseUrl(databaseUrl, id)
      await recreatePostgresDatabase(url, databaseName(databaseUrl))
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
