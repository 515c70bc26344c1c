// Writes a migration for each database kind from the current schema: `npm run migrate:create -- name`.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const name = process.argv[2] || 'change'
const pgUrl = process.env.MIGRATION_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/atelier_migrations'
const scratch = mkdtempSync(path.join(tmpdir(), 'atelier-migrate-'))

const run = (env) =>
  execFileSync('npx', ['payload', 'migrate:create', name], {
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '--no-deprecation', DATA_DIR: scratch, ...env },
  })

try {
  run({ DATABASE_URL: '' })
  run({ DATABASE_URL: pgUrl })
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
