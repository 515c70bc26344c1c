import path from 'node:path'

import { databaseName, withDatabaseName } from '../support/postgres-database'

/** The data directory of worker `id` (1-based, Vitest's pool id) inside the run's directory. */
export function workerDataDir(runDir: string, id: number | string): string {
  return path.join(runDir, `worker-${id}`)
}

/** `runUrl` naming the run's database with a suffix. */
const suffixed = (runUrl: string, suffix: string) => withDatabaseName(runUrl, `${databaseName(runUrl)}_${suffix}`)

/** The PostgreSQL database of worker `id`: the run's database name with the worker's number. */
export function workerDatabaseUrl(runUrl: string, id: number | string): string {
  return suffixed(runUrl, `w${id}`)
}

/** The PostgreSQL database of another integration project than `int`: the run's name with the project's. */
export function projectDatabaseUrl(runUrl: string, project: string): string {
  return suffixed(runUrl, project.replace(/[^a-z0-9]/gi, '_').toLowerCase())
}
