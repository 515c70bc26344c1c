import type { TaskConfig } from 'payload'

import { runStoredImport } from '@/commerce/import/studio-imports'

/**
 * An import the artist started (src/commerce/import/studio-imports.ts): run at once by the
 * process she started it from, or at the runner's next minute by any instance if that one stopped.
 * Running it again is safe: products already made are found unchanged.
 */
export const importProductsTask: TaskConfig<'importProducts'> = {
  slug: 'importProducts',
  label: 'Import products from another shop',
  inputSchema: [{ name: 'importId', type: 'number', required: true }],
  // Held by another process for now, or cut short: tried again at the runner's next minutes, for
  // longer than an import's lease (IMPORT_LEASE_MS).
  retries: 30,
  handler: async ({ input, req }) => {
    await runStoredImport(req.payload, input.importId)
    return { output: {} }
  },
}
