import { availableParallelism } from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve('src/payload.config.ts'),
  '@': path.resolve('src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's own default leaves one core free, which on a two-core machine is a single worker.
    // Both projects share the number (they run as one group); each integration worker gets a database.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['tests/int/global-setup.ts'],
          setupFiles: ['tests/int/setup-env.ts'],
          // Files run side by side, one per worker; each worker has its own copy of the run's
          // seeded database (tests/int/global-setup.ts), and files in one worker take turns on it.
          // Payload's logger may still write while a file's worker closes; written straight to the
          // output, such a line cannot fail the run as a log left pending on the closed channel.
          disableConsoleIntercept: true,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
