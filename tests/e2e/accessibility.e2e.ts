import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'

import { localizedPath } from '../../src/i18n/localized-path'
import { waitForMail } from './helpers/outbox'
import { addOriginal, createCustomer, logInByCode, shippingOption } from './pages/checkout'
import { signInToStudio, studioAuth } from './pages/studio'

/** WCAG 2.2 AA, every rule axe has for it; none is switched off. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const LOCALES = ['en', 'ar'] as const
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]
const SCHEMES = ['light', 'dark'] as const

type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }
const describe = (v: Violation) =>
  `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`

/** Runs axe on `path` in English and Arabic, light and dark, phone and desktop; answers every violation found. */
async function violationsOn(browser: Browser, path: string, storageState?: string): Promise<string[]> {
  const found: string[] = []
  for (const locale of LOCALES) {
    for (const viewport of VIEWPORTS) {
      for (const scheme of SCHEMES) {
        const context = await browser.newContext({
          viewport,
          colorScheme: scheme,
          reducedMotion: 'reduce',
          storageState,
        })
        const page = await context.newPage()
        const address = localizedPath(locale, path)
        await page.goto(address)
        await page.waitForLoadState('networkidle')
        const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
        for (const v of violations) found.push(`${address} ${viewport.name} ${scheme}: ${describe(v)}`)
        await context.close()
      }
    }
  }
  return found
}

async function firstProductSlug(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/v1/sell/product?page_size=1')).json()) as {
    data: { slug: string }[]
  }
  return list.data[0].slug
}

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test.describe.configure({ timeout: 180_000 })

  for (const path of [
    '/',
    '/about',
    // Every widget of the page builder, with every kind of gallery.
    '/demo_asdf',
    '/readme',
    // Buying a gift voucher: designs, amounts, the recipient's fields.
    '/gift-vouchers',
    '/shop',
    '/blog',
    '/article/a-week-in-the-pilbara',
    '/podcast',
    '/listen/painting-the-light-in-fremantle',
    '/feed/prints',
    '/cart',
    '/search/sea',
    '/login',
    '/signup',
    '/forgotpassword',
    '/no-such-page',
  ]) {
    test(`${path} has no violations`, async ({ browser }) => {
      expect(await violationsOn(browser, path)).toEqual([])
    })
  }

  test('a shop category and a product page have no violations', async ({ browser, page }) => {
    const slug = await firstProductSlug(page)
    await page.goto('/shop')
    const category = await page.locator('main a[href^="/shop/"]').first().getAttribute('href')
    expect(category).toBeTruthy()
    expect([...(await violationsOn(browser, category!)), ...(await violationsOn(browser, `/product/${slug}`))]).toEqual(
      [],
    )
  })

  test('the account screens of a signed-in customer have no violations', async ({ browser, page }, testInfo) => {
    const email = `axe-${Date.now()}@example.test`
    await page.goto('/signup')
    await page.getByLabel('First name').fill('Ada')
    await page.getByLabel('Last name').fill('Reader')
    await page.getByLabel('E-mail address').fill(email)
    const since = Date.now() - 50
    await page.getByRole('button', { name: 'E-mail me a sign-up link' }).click()
    const mail = await waitForMail(email, since)
    await page.goto(mail.link)
    await page.getByTestId('complete-signup').click()
    await page.waitForURL('**/profile')
    const state = testInfo.outputPath('signed-in.json')
    await page.context().storageState({ path: state })
    expect([
      ...(await violationsOn(browser, '/my-account', state)),
      ...(await violationsOn(browser, '/profile', state)),
    ]).toEqual([])
  })

  test('the checkout, the payment page, the confirmation and the invoice have no violations', async ({
    browser,
    page,
    request,
  }, testInfo) => {
    test.setTimeout(420_000)
    const email = `axe-buyer-${Date.now()}@example.test`
    await createCustomer(request, email)
    await addOriginal(page, 'kings-park-banksia')
    await page.goto('/checkout')
    await logInByCode(page, email)
    const state = testInfo.outputPath('buyer.json')
    await page.context().storageState({ path: state })
    const checkout = await violationsOn(browser, '/checkout', state)
    await shippingOption(page, /^Studio pick-up/).check()
    await page.getByTestId('place-order').click()
    await page.waitForURL('**/pay/test/**')
    const payPath = new URL(page.url()).pathname
    const payment = await violationsOn(browser, payPath, state)
    await page.getByTestId('test-pay').click()
    await expect(page.getByTestId('payment-complete')).toBeVisible()
    const complete = new URL(page.url())
    const orderId = (await page.getByTestId('invoice-link').getAttribute('href'))!.split('/').pop()
    expect([
      ...checkout,
      ...payment,
      ...(await violationsOn(browser, complete.pathname + complete.search, state)),
      ...(await violationsOn(browser, `/invoice/${orderId}`, state)),
      ...(await violationsOn(browser, `/invoice/print/${orderId}`, state)),
    ]).toEqual([])
  })

  test('the studio’s preview of a draft page and product has no violations', async ({
    browser,
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000)
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
    expect([
      ...(await violationsOn(browser, `/preview/pages/${pages.docs[0].id}`, state)),
      ...(await violationsOn(browser, `/preview/products/${products.docs[0].id}`, state)),
    ]).toEqual([])
  })
})
