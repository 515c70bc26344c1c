// Brings a shop's product export into the studio, as drafts (docs/import.md):
//   npm run import -- --from shopify|etsy|woocommerce|squarespace FILE [--dry-run]
//                     [--currency USD --rate 1.52] [--groups type|categories|tags|none]
//   npm run import -- --from atelier FILE     a site archive (npm run export -- archive) into a new site
import { createReadStream, existsSync, readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

// Payload's import graph awaits work that does not hold the event loop open (see prepare-database.ts).
const keepAlive = setInterval(() => undefined, 1_000)

const usage =
  'Usage: npm run import -- --from shopify|etsy|woocommerce|squarespace FILE [--dry-run] [--currency CODE --rate AUD] [--groups type|categories|tags|none]\n       npm run import -- --from atelier ARCHIVE'

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      currency: { type: 'string' },
      rate: { type: 'string' },
      groups: { type: 'string' },
    },
  })
  if (values.from === 'atelier') {
    if (positionals.length !== 1) throw new UsageError(usage)
    return restore(positionals[0])
  }
  const { importSources } = await import('@/commerce/import/imported-product')
  const source = importSources.find((s) => s === values.from)
  const groups = ['type', 'categories', 'tags', 'none'].find((g) => g === (values.groups ?? 'type'))
  if (!source || positionals.length !== 1 || (values.groups && !groups)) throw new UsageError(usage)
  const { planImport } = await import('@/commerce/import/plan-import')
  const { describePlan, describeResult } = await import('@/commerce/import/describe-plan')
  const plan = await planImport(readFileSync(positionals[0]), {
    source,
    currency: values.currency,
    rate: values.rate === undefined ? undefined : Number(values.rate),
    groupsFrom: values.groups ? (groups as 'type' | 'categories' | 'tags' | 'none') : undefined,
  })
  console.info(describePlan(plan))
  if (values['dry-run']) return
  const { boot } = await import('@/server/boot')
  const { runImport } = await import('@/commerce/import/run-import')
  const payload = await boot({ seed: false })
  const stop = new AbortController()
  process.once('SIGINT', () => stop.abort())
  const result = await runImport(payload, plan, {
    signal: stop.signal,
    onProgress: (done, total) => void process.stdout.write(`\rImporting: ${done} of ${total}`),
  })
  console.info(`\n${describeResult(result)}`)
  await payload.destroy()
}

/** A whole site from its archive, into this new one. */
async function restore(file: string) {
  if (!existsSync(file)) throw new UsageError(`No such file: ${file}`)
  const { boot } = await import('@/server/boot')
  const { restoreArchive } = await import('@/studio/archive/restore-archive')
  const { archiveCounts } = await import('@/studio/archive/archive-format')
  const payload = await boot({ seed: false })
  const manifest = await restoreArchive(payload, createReadStream(file))
  const { records, files } = archiveCounts(manifest)
  console.info(`Restored ${records} records and ${files} files from the archive of ${manifest.createdAt}`)
  await payload.destroy()
}

class UsageError extends Error {}

main()
  .then(() => process.exit(0))
  .catch(async (error: unknown) => {
    const { ImportFileError } = await import('@/commerce/import/read-csv')
    const { ArchiveError } = await import('@/studio/archive/archive-format')
    const known = error instanceof UsageError || error instanceof ImportFileError || error instanceof ArchiveError
    console.error(known ? (error as Error).message : error)
    process.exit(known ? 2 : 1)
  })
  .finally(() => clearInterval(keepAlive))
