import { inject } from 'vitest'

import { workerDatabaseUrl, workerDataDir } from './worker-database'

// Runs before each test file imports the app, so the configuration reads its worker's database
// (a copy of the run's seeded one, made by the global setup).
const worker = process.env.VITEST_POOL_ID || '1'
const runUrl = inject('databaseUrl')
process.env.DATA_DIR = workerDataDir(inject('dataDir'), worker)
process.env.DATABASE_URL = runUrl ? workerDatabaseUrl(runUrl, worker) : ''
process.env.SEED = 'false'
// Without the demo the site counts as open to the public: the tests' payments are test payments, by choice.
process.env.PAYMENTS = 'test'
// No job runner in the background of a test: a test that runs or schedules jobs does so itself,
// and a minute's tick cannot queue the daily tasks between its steps.
process.env.JOBS = 'false'
