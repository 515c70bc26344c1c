import pg from 'pg'

/** A fresh, empty PostgreSQL database named as in `url` (only plain names are accepted). */
export async function recreatePostgresDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1)
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Refusing to recreate database "${name}"`)
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
}
