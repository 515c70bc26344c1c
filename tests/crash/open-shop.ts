import type { Rows } from './database'
import { signIn } from './shop-traffic'

/** The studio, its customers and what they shop, as the crash and cluster tests set them up. */
export type OpenShop = {
  studio: Record<string, string>
  customers: Record<string, string>[]
  shop: { origin: () => string; skus: number[]; pickup: number; theme: number }
}

/**
 * Signs in the studio, has new orders mailed to `studioMail`, makes `count` customers (each signing
 * in from an address of their own) and picks what they shop: three originals (one buyer each,
 * whoever is first) and prints with stock enough for everyone.
 */
export async function openShop(
  origin: string,
  rows: Rows,
  options: { adminPassword: string; secret: string; studioMail: string; count: number },
): Promise<OpenShop> {
  const admin = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'studio@atelier.test', password: options.adminPassword }),
  })
  const studio = { Authorization: `JWT ${((await admin.json()) as { token: string }).token}` }
  await fetch(`${origin}/api/globals/checkout-settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...studio },
    body: JSON.stringify({ orders_email: options.studioMail }),
  })
  const forSale = (order: string, limit: number) =>
    rows(
      `SELECT "skus"."id" FROM "skus" JOIN "products" ON "products"."id" = "skus"."product_id"
       WHERE "skus"."stock" > 0 AND "products"."_status" = 'published' ORDER BY "skus"."stock" ${order}, "skus"."id" LIMIT ${limit}`,
    )
  const skus = [...(await forSale('ASC', 3)), ...(await forSale('DESC', 9))].map((row) => Number(row.id))
  const [pickup] = await rows(`SELECT "id" FROM "shipping_types" WHERE "kind" = 'pickup'`)
  const [theme] = await rows(`SELECT "id" FROM "voucher_themes" ORDER BY "id" LIMIT 1`)
  const shop = { origin: () => origin, skus, pickup: Number(pickup.id), theme: Number(theme.id) }

  const customers: Record<string, string>[] = []
  for (let i = 0; i < options.count; i++) {
    const email = `buyer${i}@crash.test`
    const password = `crash-buyer-${i}-${options.secret.slice(0, 8)}`
    const made = await fetch(`${origin}/api/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...studio },
      body: JSON.stringify({ email, password, roles: ['customer'], first_name: 'Buyer', last_name: String(i) }),
    })
    if (!made.ok) throw new Error(`Could not make customer ${email}: ${made.status} ${await made.text()}`)
    // Each from a network of their own, as customers are: the limits per address stay theirs.
    const from = { 'X-Forwarded-For': `10.20.${Math.floor(i / 250)}.${(i % 250) + 1}` }
    customers.push({ ...(await signIn(shop, email, password, from)), ...from })
  }
  return { studio, customers, shop }
}
