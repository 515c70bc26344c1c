import { inject } from 'vitest'

// Runs before each test file imports the app, so the configuration reads the run's database.
process.env.DATA_DIR = inject('dataDir')
process.env.DATABASE_URL = inject('databaseUrl')
process.env.SEED = 'false'
