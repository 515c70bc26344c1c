import { expect, type APIRequestContext, type Cookie, type Page, type Request } from '@playwright/test'

import { E2E_ADMIN } from '../../../playwright.config'

/** The back-office session of the first sign-in through the form in this test process. */
let studioSession: Cookie[] | undefined

/**
 * Signs in to the back-office as the studio, landing on its dashboard. The login form is filled
 * once per test process (its own tests are the doors' and the brand's); later tests start with
 * that session, as a browser that stayed signed in, and fill the form again only if it has ended.
 */
export async function signInToStudio(page: Page) {
  if (studioSession) {
    await page.context().addCookies(studioSession)
    await page.goto('/admin')
    if (new URL(page.url()).pathname === '/admin') return
  }
  await page.goto('/admin/login')
  await page.fill('input[name="email"]', E2E_ADMIN.email)
  await page.fill('input[name="password"]', E2E_ADMIN.password)
  await page.click('button[type="submit"]')
  await page.waitForURL(/\/admin$/)
  studioSession = (await page.context().cookies()).filter((cookie) => cookie.name === 'payload-token')
}

let studioToken: string | undefined

/**
 * The studio's header for Payload's REST API. Signed in once per test process: the site limits
 * how often one address may sign in, as it should, and the browser tests all come from one.
 */
export async function studioAuth(request: APIRequestContext) {
  if (!studioToken) {
    const login = await request.post('/api/users/login', { data: E2E_ADMIN })
    expect(login.ok()).toBe(true)
    studioToken = ((await login.json()) as { token: string }).token
  }
  return { Authorization: `JWT ${studioToken}` }
}

/** A published page of one full-width column holding `widgets`, made through Payload's REST API. */
export async function makeWidgetPage(request: APIRequestContext, slug: string, widgets: Record<string, unknown>[]) {
  const made = await request.post('/api/pages', {
    headers: await studioAuth(request),
    data: {
      name: slug,
      slug,
      _status: 'published',
      rows: [{ blockType: 'row', row_type: 'plain', blocks: [{ blockType: 'column', width: 12, widgets }] }],
    },
  })
  expect(made.status()).toBe(201)
}

/** One of the studio's own pictures (a seeded painting), for products the tests make. */
export async function studioPicture(request: APIRequestContext): Promise<number> {
  const found = await request.get('/api/media?where[owner][exists]=false&limit=1&depth=0', {
    headers: await studioAuth(request),
  })
  return ((await found.json()) as { docs: { id: number }[] }).docs[0].id
}

/**
 * A published product with one SKU, made through Payload's REST API in one call as the product
 * screen makes it: a picture, and the price, stock and "one of a kind" of its SKU.
 */
export async function makeProduct(
  request: APIRequestContext,
  product: { name: string; slug: string; content?: string; price?: number; stock?: number; original?: boolean },
) {
  const headers = await studioAuth(request)
  const made = await request.post('/api/products', {
    headers,
    data: {
      name: product.name,
      slug: product.slug,
      content: product.content ?? '<p>A study.</p>',
      images: [{ image: await studioPicture(request) }],
      price: product.price ?? 90,
      stock: product.stock ?? 1,
      is_original: product.original ?? false,
      _status: 'published',
    },
  })
  expect(made.ok()).toBe(true)
  const id = ((await made.json()) as { doc: { id: number } }).doc.id
  const skus = await request.get(`/api/skus?where[product][equals]=${id}&depth=0`, { headers })
  const [sku] = ((await skus.json()) as { docs: { id: number; code: string }[] }).docs
  expect(sku.code).toBe(product.slug.toUpperCase())
  return { id, sku: sku.id }
}

/**
 * Follows the back-office's requests to its server from the moment it is called: its forms and
 * drawers take their state from server actions (POST), and an answer that arrives after a choice
 * can reset it. `quiet()` waits until no request has been in flight for half a second.
 */
export function watchStudioServer(page: Page) {
  let inFlight = 0
  let changedAt = Date.now()
  const count = (step: number) => (request: Request) => {
    if (request.method() !== 'POST') return
    inFlight += step
    changedAt = Date.now()
  }
  page.on('request', count(1))
  page.on('requestfinished', count(-1))
  page.on('requestfailed', count(-1))
  return {
    quiet: () =>
      expect
        .poll(() => inFlight === 0 && Date.now() - changedAt >= 500, { timeout: 30_000, intervals: [100] })
        .toBe(true),
  }
}

/** The rich text editor of one field on an edit screen. */
export const editorOf = (page: Page, field: string) =>
  page
    .locator(`[data-field-path="${field}"] [contenteditable="true"], #field-${field} [contenteditable="true"]`)
    .first()

/**
 * A customer's order through the v1 API, placed and left at the payment page (the original stays
 * held) or paid on the test gateway's page; in English, or the language given; for pick-up, or
 * delivered free within Australia to an address in the customer's book.
 */
export async function placeOrder(
  request: APIRequestContext,
  email: string,
  sku: number | number[],
  pay: boolean,
  { locale = 'en', delivery = false }: { locale?: string; delivery?: boolean } = {},
) {
  const headers = await studioAuth(request)
  const password = `pw-${email}-long-enough`
  const made = await request.post('/api/users', {
    headers,
    data: { email, password, roles: ['customer'], first_name: 'Wren', last_name: 'Hale' },
  })
  expect(made.ok()).toBe(true)
  const userId = ((await made.json()) as { doc: { id: number } }).doc.id
  const login = await request.post('/api/v1/cognito/user/login', {
    data: { username: email, password, fingerprint: 'studio-e2e-device' },
  })
  const bearer = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` }
  for (const each of [sku].flat())
    expect(
      (
        await request.post('/api/v1/sell/cart/cartAdd', { headers: bearer, data: { sku: each, qty: 1, addons: [] } })
      ).ok(),
    ).toBe(true)
  const types = await request.get('/api/shipping-types?limit=20&depth=0', { headers })
  const shipping = ((await types.json()) as { docs: { id: number; kind: string }[] }).docs.find(
    (t) => t.kind === (delivery ? 'free_domestic' : 'pickup'),
  )!
  let address: number | undefined
  if (delivery) {
    const book = await request.post('/api/addresses', {
      headers,
      data: {
        owner: userId,
        display_name: 'Home',
        first_name: 'Wren',
        last_name: 'Hale',
        street_address: '22 Marine Parade',
        city: 'Cottesloe',
        state: 'WA',
        postcode: '6011',
        country: 'Australia',
      },
    })
    expect(book.ok()).toBe(true)
    address = ((await book.json()) as { doc: { id: number } }).doc.id
  }
  const placed = await request.post('/api/v1/sell/cart/submitOrder', {
    headers: { ...bearer, 'Accept-Language': locale },
    data: { shipping_option_id: shipping.id, paymentGateway: 'test', ...(address ? { address } : {}) },
  })
  const order = (await placed.json()) as { success: boolean; payment: string; order_id: number }
  expect(order.success).toBe(true)
  if (pay) {
    const token = order.payment.split('/').pop()
    const paid = await request.post(`/api/v1/cognito/payment/test/${token}/pay`, { maxRedirects: 0 })
    expect(paid.status()).toBe(303)
  }
  return order.order_id
}
