// Builds the site when no build exists or the sources changed since the last one.
import { execSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const inputs = [
  'src',
  'public',
  'next.config.ts',
  'package-lock.json',
  'postcss.config.mjs',
  'tsconfig.json',
  'scripts/build-server.mjs',
  'scripts/build-worker.mjs',
]
const stampFile = '.next/atelier-build-stamp'

function* files(entry) {
  if (!existsSync(entry)) return
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name))
  } else yield entry
}

const hash = createHash('sha256')
for (const input of inputs) for (const file of files(input)) hash.update(file).update(readFileSync(file))
const stamp = hash.digest('hex')

const built =
  existsSync('.next/BUILD_ID') &&
  existsSync('dist/server.mjs') &&
  existsSync('dist/atelier-server.mjs') &&
  existsSync('dist/sw.js')
const current = built && existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : ''
if (current === stamp) {
  console.log('Build is up to date.')
} else {
  execSync('npm run build', { stdio: 'inherit' })
  writeFileSync(stampFile, stamp)
}
