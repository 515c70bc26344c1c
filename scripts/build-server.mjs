// Bundles the Node server (src/server.ts and our modules it imports) into dist/server.mjs, which
// `npm run serve` runs on plain Node. Packages stay in node_modules. Under tsx every module the
// server loads passed through tsx's resolver, which made each start about a second longer.
import { build } from 'esbuild'

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.mjs',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node22',
  logLevel: 'warning',
})
