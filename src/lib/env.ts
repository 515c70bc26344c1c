import path from 'node:path'

/** Everything the site keeps on disk lives below one directory, chosen at run time (not traced by the bundler). */
export const dataDir = path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || 'data')

export const paths = {
  database: path.join(/*turbopackIgnore: true*/ dataDir, 'atelier.db'),
  media: path.join(/*turbopackIgnore: true*/ dataDir, 'media'),
  imageCache: path.join(/*turbopackIgnore: true*/ dataDir, 'cache', 'images'),
  outbox: path.join(/*turbopackIgnore: true*/ dataDir, 'outbox'),
  secret: path.join(/*turbopackIgnore: true*/ dataDir, '.secret'),
} as const

export const port = Number(process.env.PORT || 3000)

export const databaseUrl = process.env.DATABASE_URL || ''

export const databaseKind = /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite'

export const isProduction = process.env.NODE_ENV === 'production'

/** The public address of the site, for sitemaps, canonical and social links. */
export const siteUrl = (process.env.SITE_URL || `http://localhost:${port}`).replace(/\/+$/, '')
