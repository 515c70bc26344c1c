import pg from 'pg'

/** The database named in `url` (only plain names are accepted, as they are written into statements). */
export function databaseName(url: string): string {
  const name = new URL(url).pathname.slice(1)
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Refusing to recreate database "${name}"`)
  return name
}

/** `url` with another database name. */
export function withDatabaseName(url: string, name: string): string {
  const other = new URL(url)
  other.pathname = `/${name}`
  return other.toString()
}

async function asAdmin(url: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') })
  await client.connect()
  try {
    await work(client)
  } finally {
    await client.end()
  }
}

/**
 * A fresh database named as in `url`: empty, or a copy of the database named `template` (which
 * must have no open connection; PostgreSQL copies it file by file, much faster than migrating).
 */
export async function recreatePostgresDatabase(url: string, template?: string): Promise<void> {
  const name = databaseName(url)
  const source = template === undefined ? '' : ` TEMPLATE ${databaseName(withDatabaseName(url, template))}`
  await asAdmin(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${name}${source}`)
  })
}

/** Drops the database named in `url`, ending its connections. */
export async function dropPostgresDatabase(url: string): Promise<void> {
  const name = databaseName(url)
  await asAdmin(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  })
}
