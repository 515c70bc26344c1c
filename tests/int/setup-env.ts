import { inject } from 'vitest'

// Runs before each test file imports the app, so the configuration reads the run's database.
process.env.DATA_DIR = inject('dataDir')
process.env.DATABASE_URL = inject('databaseUrl')
process.env.SEED = 'false'
// Without the demo the site counts as open to the public: the tests' payments are test payments, by choice.
process.env.PAYMENTS = 'test'
// No job runner in the background of a test: a test that runs or schedules jobs does so itself,
// and a minute's tick cannot queue the daily tasks between its steps.
process.env.JOBS = 'false'
