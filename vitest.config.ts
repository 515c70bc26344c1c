import { availableParallelism } from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve('src/payload.config.ts'),
  '@': path.resolve('src'),
}

/** Integration files that replace a module with `vi.mock`: they need modules loaded afresh for them. */
const MOCKING_MODULES = ['tests/int/password-writes.int.test.ts']

/**
 * Integration tests against a real database. Files run side by side, one per worker; each worker
 * has its own copy of the seeded database (tests/int/global-setup.ts), and files in one worker
 * take turns on it.
 */
function integration(name: string, options: { include?: string[]; exclude?: string[]; isolate: boolean }) {
  return {
    resolve: { alias },
    test: {
      name,
      include: options.include ?? ['tests/int/**/*.int.test.ts'],
      exclude: options.exclude ?? [],
      environment: 'node' as const,
      globalSetup: ['tests/int/global-setup.ts'],
      setupFiles: ['tests/int/setup-env.ts'],
      // Without isolation a worker keeps its modules from file to file, so Payload is loaded once
      // per worker rather than once per file.
      isolate: options.isolate,
      // Payload's logger may still write while a file's worker closes; written straight to the
      // output, such a line cannot fail the run as a log left pending on the closed channel.
      disableConsoleIntercept: true,
      // .ci/run gives more where the tests share the cores with other suites.
      testTimeout: Number(process.env.INT_TEST_TIMEOUT_MS) || 30_000,
      hookTimeout: 120_000,
    },
  }
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's own default leaves one core free, which on a two-core machine is a single worker.
    // All projects share the number (they run as one group); each integration worker gets a database.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
          // The earlier release bench:languages builds beside the checkout has tests of its own.
          exclude: ['bench/.before-*/**'],
          environment: 'node',
        },
      },
      integration('int', { exclude: MOCKING_MODULES, isolate: false }),
      integration('int-mocked', { include: MOCKING_MODULES, isolate: true }),
    ],
  },
})
