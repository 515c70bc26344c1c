// Writes the shop's data as files the artist keeps or takes to another shop (docs/import.md):
//   npm run export -- products FILE      every product, in Shopify's product CSV
//   npm run export -- orders FILE        every order, a row per line
//   npm run export -- customers FILE     the customers who agreed at a checkout to hear from the studio
//   npm run export -- subscribers FILE   the newsletter's list
import { writeFileSync } from 'node:fs'

// Payload's import graph awaits work that does not hold the event loop open (see prepare-database.ts).
const keepAlive = setInterval(() => undefined, 1_000)

const usage = 'Usage: npm run export -- products|orders|customers|subscribers FILE'

const kinds = ['products', 'orders', 'customers', 'subscribers'] as const

async function main() {
  const [what, file] = process.argv.slice(2)
  const kind = kinds.find((k) => k === what)
  if (!file || !kind) {
    console.error(usage)
    return 2
  }
  const { boot } = await import('@/server/boot')
  const payload = await boot({ seed: false })
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
