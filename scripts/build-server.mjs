// Bundles the Node server (src/server.ts and our modules it imports) into dist/atelier-server.mjs,
// which `npm run serve` starts through dist/server.mjs on plain Node. Packages stay in
// node_modules. Under tsx every module the server loads passed through tsx's resolver, which made
// each start about a second longer.
import { writeFile } from 'node:fs/promises'

import { build } from 'esbuild'

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/atelier-server.mjs',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node22',
  logLevel: 'warning',
})

// The launcher turns on Node's compile cache before anything else is imported: the code of the
// thousands of modules a start loads is then compiled once per version, not on every start.
// Node keeps the cache in its temporary directory, keyed by each file's content.
await writeFile(
  'dist/server.mjs',
  `import { enableCompileCache } from 'node:module'\n\nenableCompileCache?.()\nawait import('./atelier-server.mjs')\n`,
)
