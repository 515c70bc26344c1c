// Bundles the offline worker (src/offline/worker.ts) into dist/sw.js, which the server answers at
// /sw.js. The worker carries the build's id, so every build makes a worker the browser sees as new.
import { readFile } from 'node:fs/promises'

import { build } from 'esbuild'

const buildId = (await readFile('.next/BUILD_ID', 'utf8')).trim()

await build({
  entryPoints: ['src/offline/worker.ts'],
  outfile: 'dist/sw.js',
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  define: { WORKER_VERSION: JSON.stringify(buildId), 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
})
