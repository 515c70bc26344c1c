import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve('src/payload.config.ts'),
  '@': path.resolve('src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
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
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
