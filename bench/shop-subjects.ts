import type { Target } from './load'

type Summary = { slug: string; in_stock: boolean }
type Product = { skus: { id: number; in_stock: boolean }[] }
type Change = { success?: boolean; sessionKey?: string | null }
type Priced = {
  discount_amount: number
  shipping_type: number | string | null
  shipping_options: { shipping_type_id: number | string }[]
}

const post = async <T>(url: string, body: unknown): Promise<T> =>
  (await (
    await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  ).json()) as T

/**
 * What the shop's targets are measured on, from the seeded catalogue: the page of a product in
 * stock, and getCart of a cart holding five different items as the checkout asks for it, with the
 * seeded promotion code and a shipping choice applied.
 */
export async function shopSubjects(base: string): Promise<{ productPage: string; getCart: Target }> {
  const list = (await (await fetch(`${base}/api/v1/sell/product?page_size=240`)).json()) as { data: Summary[] }
  const inStock = list.data.filter((p) => p.in_stock)
  if (inStock.length < 5) throw new Error('The seeded shop has fewer than 5 products in stock.')
  // getCart makes no cart: the first cartAdd without a key makes it and hands out its key.
  let sessionKey: string | null = null
  let added = 0
  for (const summary of inStock) {
    if (added === 5) break
    const product = (await (await fetch(`${base}/api/v1/sell/product/${summary.slug}`)).json()) as Product
    const sku = product.skus.find((s) => s.in_stock)
    if (!sku) continue
    const result: Change = await post<Change>(`${base}/api/v1/sell/cart/cartAdd`, {
      sku: sku.id,
      qty: 1,
      session: sessionKey,
    })
    if (result.success) added++
    sessionKey ??= result.sessionKey ?? null
  }
  if (added < 5) throw new Error(`Only ${added} items could be put in the bench cart.`)
  const plain = await post<Priced>(`${base}/api/v1/sell/cart/getCart`, { session: sessionKey })
  const body = {
    session: sessionKey,
    promotion_code: 'WELCOME10',
    shipping_type: plain.shipping_options[0]?.shipping_type_id,
  }
  const checked = await post<Priced>(`${base}/api/v1/sell/cart/getCart`, body)
  if (!(checked.discount_amount > 0) || checked.shipping_type === null)
    throw new Error('The bench cart did not take the promotion and the shipping choice.')
  return {
    productPage: `/product/${inStock[0].slug}`,
    getCart: { path: '/api/v1/sell/cart/getCart', method: 'POST', body },
  }
}
