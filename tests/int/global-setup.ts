import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

import { recreatePostgresDatabase } from '../support/postgres-database'

/**
 * One fresh database for the whole run: a temporary SQLite file by default, or a new PostgreSQL
 * database named after TEST_DATABASE_URL. It is migrated and seeded once here.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-int-'))
  const databaseUrl = process.env.TEST_DATABASE_URL || ''
  if (databaseUrl) await recreatePostgresDatabase(databaseUrl)

  process.env.DATA_DIR = dataDir
  process.env.DATABASE_URL = databaseUrl
  project.provide('dataDir', dataDir)
  project.provide('databaseUrl', databaseUrl)

  // Migrated and seeded in a process of its own, so no connection of it outlives the setup.
  execFileSync('npx', ['tsx', 'scripts/prepare-database.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, NODE_OPTIONS: '--no-deprecation' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })

  return async () => {
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
