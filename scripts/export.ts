// Writes the shop's data as files the artist keeps or takes to another shop (docs/import.md):
//   npm run export -- products FILE      every product, in Shopify's product CSV
//   npm run export -- orders FILE        every order, a row per line
//   npm run export -- customers FILE     the customers who agreed at a checkout to hear from the studio
//   npm run export -- subscribers FILE   the newsletter's list
//   npm run export -- archive FILE       the whole site: every record and upload (.tar.gz), which
//                                        `npm run import -- --from atelier FILE` restores into a new site
import { createWriteStream, writeFileSync } from 'node:fs'

// Payload's import graph awaits work that does not hold the event loop open (see prepare-database.ts).
const keepAlive = setInterval(() => undefined, 1_000)

const usage = 'Usage: npm run export -- products|orders|customers|subscribers|archive FILE'

const kinds = ['products', 'orders', 'customers', 'subscribers', 'archive'] as const

async function main() {
  const [what, file] = process.argv.slice(2)
  const kind = kinds.find((k) => k === what)
  if (!file || !kind) {
    console.error(usage)
    return 2
  }
  const { boot } = await import('@/server/boot')
  const payload = await boot({ seed: false })
  if (kind === 'archive') {
    const { writeArchive } = await import('@/studio/archive/write-archive')
    const { archiveCounts } = await import('@/studio/archive/archive-format')
    const manifest = await writeArchive(payload, createWriteStream(file))
    const { records, files } = archiveCounts(manifest)
    console.info(
      `Wrote ${records} records of ${Object.keys(manifest.tables).length} tables and ${files} files to ${file}`,
    )
    for (const name of manifest.missing) console.warn(`Not in the storage, so not in the archive: ${name}`)
    await payload.destroy()
    return 0
  }
  const { productsCsv } = await import('@/commerce/export/products-csv')
  const { ordersCsv, agreedCustomersCsv } = await import('@/commerce/export/orders-csv')
  const { subscribersCsv } = await import('@/forms/export-csv')
  const write = { products: productsCsv, orders: ordersCsv, customers: agreedCustomersCsv, subscribers: subscribersCsv }
  const csv = await write[kind](payload)
  writeFileSync(file, csv)
  console.info(`Wrote the ${kind} to ${file}`)
  await payload.destroy()
  return 0
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
  .finally(() => clearInterval(keepAlive))
