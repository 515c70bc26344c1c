import path from 'node:path'

/** The data directory of worker `id` (1-based, Vitest's pool id) inside the run's directory. */
export function workerDataDir(runDir: string, id: number | string): string {
  return path.join(runDir, `worker-${id}`)
}

/** The PostgreSQL database of worker `id`: the run's database name with the worker's number. */
export function workerDatabaseName(runUrl: string, id: number | string): string {
  return `${new URL(runUrl).pathname.slice(1)}_w${id}`
}

/** The PostgreSQL database of another integration project than `int`: the run's name with the project's. */
export function projectDatabaseName(runUrl: string, project: string): string {
  return `${new URL(runUrl).pathname.slice(1)}_${project.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`
}
