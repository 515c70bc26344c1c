import { expect, test, type Page } from '@playwright/test'

import {
  accountLoaded,
  AxeVariants,
  cartLoaded,
  EVERY_PAIR,
  EVERY_VARIANT,
  shows,
  type Loaded,
  type Variant,
} from './helpers/axe-variants'
import { waitForMail } from './helpers/outbox'
import { requestSignUp } from './pages/account'
import { addOriginal, createCustomer, signInAtCheckout, shippingOption } from './pages/checkout'
import { signInToStudio, studioAuth } from './pages/studio'

async function firstProductSlug(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/v1/sell/product?page_size=1')).json()) as {
    data: { slug: string }[]
  }
  return list.data[0].slug
}

/**
 * One page of each template of src/app/(site)/[locale] is checked in all eight variants, and with
 * it the shell (header, footer, the language note) in all eight: the page builder (/demo_asdf,
 * every widget and every kind of gallery), the shop list, the product, the blog, the article,
 * the podcast, the episode, the feed, the search, the cart, the account form (login), the
 * not-found screen, and in the tests below the checkout, the payment page, the confirmation, the
 * invoice and the studio's preview (of a page). Every other page shows one of those templates
 * (another builder page, a shop category, the other account forms and screens, the invoice's
 * print view, the preview of a product) and is checked in the four variants that hold every pair.
 */
const PUBLIC_PAGES: [path: string, variants: Variant[], loaded?: Loaded][] = [
  ['/demo_asdf', EVERY_VARIANT],
  ['/', EVERY_PAIR],
  ['/about', EVERY_PAIR],
  ['/readme', EVERY_PAIR],
  // Buying a gift voucher: designs, amounts, the recipient's fields.
  ['/gift-vouchers', EVERY_PAIR],
  ['/shop', EVERY_VARIANT],
  ['/blog', EVERY_VARIANT],
  ['/article/a-week-in-the-pilbara', EVERY_VARIANT],
  ['/podcast', EVERY_VARIANT],
  ['/listen/painting-the-light-in-fremantle', EVERY_VARIANT],
  ['/feed/prints', EVERY_VARIANT],
  ['/cart', EVERY_VARIANT, cartLoaded],
  ['/search/sea', EVERY_VARIANT],
  ['/login', EVERY_VARIANT],
  ['/signup', EVERY_PAIR],
  ['/forgotpassword', EVERY_PAIR],
  ['/no-such-page', EVERY_VARIANT],
  ['/offline', EVERY_PAIR],
]

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  // Eight axe runs over the page with every widget took over three minutes on a two-core machine
  // busy with other test suites.
  test.describe.configure({ timeout: 360_000 })

  let visitor: AxeVariants
  test.beforeAll(({ browser }) => {
    visitor = new AxeVariants(browser)
  })
  test.afterAll(async () => {
    await visitor.close()
  })

  for (const [path, variants, loaded] of PUBLIC_PAGES) {
    test(`${path} has no violations`, async () => {
      expect(await visitor.violations(path, variants, loaded)).toEqual([])
    })
  }

  test('a shop category and a product page have no violations', async ({ page }) => {
    const slug = await firstProductSlug(page)
    await page.goto('/shop')
    const category = await page.locator('main a[href^="/shop/"]').first().getAttribute('href')
    expect(category).toBeTruthy()
    expect([
      ...(await visitor.violations(category!, EVERY_PAIR)),
      // A sorted and filtered view, its count and "Clear choices" shown.
      ...(await visitor.violations(`${category}?sort=price-asc&available=1`, EVERY_PAIR)),
      ...(await visitor.violations(`/product/${slug}`, EVERY_VARIANT)),
    ]).toEqual([])
  })

  test('the account screens of a signed-in customer have no violations', async ({ browser, page }, testInfo) => {
    const email = `axe-${Date.now()}@example.test`
    const since = await requestSignUp(page, { first: 'Ada', last: 'Reader', email })
    const mail = await waitForMail(email, since)
    await page.goto(mail.link)
    await page.getByTestId('complete-signup').click()
    await page.waitForURL('**/profile')
    const state = testInfo.outputPath('signed-in.json')
    await page.context().storageState({ path: state })
    const customer = new AxeVariants(browser, state)
    try {
      expect([
        ...(await customer.violations('/my-account', EVERY_PAIR, accountLoaded['/my-account'])),
        ...(await customer.violations('/profile', EVERY_PAIR, accountLoaded['/profile'])),
      ]).toEqual([])
    } finally {
      await customer.close()
    }
  })

  test('the checkout, the payment page, the confirmation and the invoice have no violations', async ({
    browser,
    page,
    request,
  }, testInfo) => {
    test.setTimeout(720_000)
    const email = `axe-buyer-${Date.now()}@example.test`
    await createCustomer(request, email)
    await addOriginal(page, 'kings-park-banksia')
    await page.goto('/checkout')
    await signInAtCheckout(page, email)
    const state = testInfo.outputPath('buyer.json')
    await page.context().storageState({ path: state })
    const buyer = new AxeVariants(browser, state)
    try {
      const checkout = await buyer.violations('/checkout', EVERY_VARIANT, shows('checkout'))
      await shippingOption(page, /^Studio pick-up/).check()
      await page.getByTestId('place-order').click()
      await page.waitForURL('**/pay/test/**')
      const payPath = new URL(page.url()).pathname
      const payment = await buyer.violations(payPath, EVERY_VARIANT, shows('test-pay'))
      await page.getByTestId('test-pay').click()
      await expect(page.getByTestId('payment-complete')).toBeVisible()
      const complete = new URL(page.url())
      const orderId = (await page.getByTestId('invoice-link').getAttribute('href'))!.split('/').pop()
      expect([
        ...checkout,
        ...payment,
        ...(await buyer.violations(complete.pathname + complete.search, EVERY_VARIANT, shows('payment-complete'))),
        ...(await buyer.violations(`/invoice/${orderId}`, EVERY_VARIANT)),
        ...(await buyer.violations(`/invoice/print/${orderId}`, EVERY_PAIR)),
      ]).toEqual([])
    } finally {
      await buyer.close()
    }
  })

  test('the studio’s preview of a draft page and product has no violations', async ({
    browser,
    page,
    request,
  }, testInfo) => {
    test.setTimeout(360_000)
    const auth = await studioAuth(request)
    const pages = (await (
      await request.get('/api/pages?where[slug][equals]=about&depth=0', { headers: auth })
    ).json()) as {
      docs: { id: number }[]
    }
    const products = (await (
      await request.get('/api/products?where[slug][equals]=kings-park-banksia&depth=0', { headers: auth })
    ).json()) as { docs: { id: number }[] }
    await signInToStudio(page)
    const state = testInfo.outputPath('studio.json')
    await page.context().storageState({ path: state })
    const studio = new AxeVariants(browser, state)
    try {
      expect([
        ...(await studio.violations(`/preview/pages/${pages.docs[0].id}`, EVERY_VARIANT, shows('preview-notice'))),
        ...(await studio.violations(`/preview/products/${products.docs[0].id}`, EVERY_PAIR, shows('preview-notice'))),
      ]).toEqual([])
    } finally {
      await studio.close()
    }
  })
})
