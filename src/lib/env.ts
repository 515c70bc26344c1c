import path from 'node:path'

/** Everything the site keeps on disk lives below one directory. */
export const dataDir = path.resolve(process.env.DATA_DIR || 'data')

export const paths = {
  database: path.join(dataDir, 'atelier.db'),
  media: path.join(dataDir, 'media'),
  imageCache: path.join(dataDir, 'cache', 'images'),
  outbox: path.join(dataDir, 'outbox'),
  secret: path.join(dataDir, '.secret'),
} as const

export const port = Number(process.env.PORT || 3000)

export const databaseUrl = process.env.DATABASE_URL || ''

export const databaseKind = /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite'

export const isProduction = process.env.NODE_ENV === 'production'
