// Writes the shop's data as files the artist keeps or takes to another shop (docs/import.md):
//   npm run export -- products FILE      every product, in Shopify's product CSV
//   npm run export -- subscribers FILE   the newsletter's list
import { writeFileSync } from 'node:fs'

// Payload's import graph awaits work that does not hold the event loop open (see prepare-database.ts).
const keepAlive = setInterval(() => undefined, 1_000)

const usage = 'Usage: npm run export -- products|subscribers FILE'

async function main() {
  const [what, file] = process.argv.slice(2)
  if (!file || (what !== 'products' && what !== 'subscribers')) {
    console.error(usage)
    return 2
  }
  const { boot } = await import('@/server/boot')
  const payload = await boot({ seed: false })
  const csv =
    what === 'products'
      ? await (await import('@/commerce/export/products-csv')).productsCsv(payload)
      : await (await import('@/forms/export-csv')).subscribersCsv(payload)
  writeFileSync(file, csv)
  console.info(`Wrote ${csv.split('\n').length - 2} rows of ${what} to ${file}`)
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
