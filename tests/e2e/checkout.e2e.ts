import { expect, test, type Page } from '@playwright/test'
import { fromOwnNetwork } from './helpers/own-network'

import arAccount from '../../src/i18n/messages/ar/account.json' with { type: 'json' }
import arCheckout from '../../src/i18n/messages/ar/checkout.json' with { type: 'json' }
import arShop from '../../src/seed/translations/shop/ar.json' with { type: 'json' }
import { wcagAxe } from './helpers/axe-variants'

import { waitForMail } from './helpers/outbox'
import { addAddress, addOriginal, createCustomer, signInAtCheckout, shippingOption } from './pages/checkout'

/** A mark left in the page's window: still there after the sign-in means the page never changed. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { checkoutMark: 'same page' }))
const pageMark = (page: Page) => page.evaluate(() => (window as unknown as { checkoutMark?: string }).checkoutMark)

test.describe('checkout', () => {
  test('a new customer signs in inside the checkout by code and goes on with her cart, her account made on the way', async ({
    page,
  }) => {
    const email = `first-order-${Date.now()}@example.test`
    await addOriginal(page, 'tide-study-i')
    await page.goto('/checkout')
    expect(new URL(page.url()).pathname).toBe('/checkout')
    await markPage(page)
    const box = page.getByTestId('checkout-sign-in')
    await expect(box.getByRole('heading', { name: 'Sign in to check out' })).toBeVisible()
    expect((await wcagAxe(page).analyze()).violations).toEqual([])
    // A wrong code is refused where it was typed.
    await fromOwnNetwork(page)
    await box.getByLabel('E-mail address').fill(email)
    const since = Date.now() - 50
    await box.getByRole('button', { name: /Send me a code/ }).click()
    const mail = await waitForMail(email, since)
    await box.getByLabel('6-digit code').fill(mail.code === '000000' ? '111111' : '000000')
    await box.getByRole('button', { name: 'Continue to checkout' }).click()
    await expect(box.getByRole('alert')).toBeVisible()
    await box.getByLabel('6-digit code').fill(mail.code)
    await box.getByRole('button', { name: 'Continue to checkout' }).click()

    // The checkout, with her cart, in the same page: no login screen, no reload.
    await expect(page.getByTestId('checkout-lines')).toContainText('Tide Study I')
    expect(await pageMark(page)).toBe('same page')
    expect(new URL(page.url()).pathname).toBe('/checkout')
    await page.getByTestId('address-form').getByLabel('First name').fill('Wren')
    await page.getByTestId('address-form').getByLabel('Last name').fill('Tully')
    await addAddress(page, { street: '5 Jetty Road', city: 'Busselton', postcode: '6280', country: 'Australia' })
    await shippingOption(page, /^Studio pick-up/).check()
    await expect(page.getByTestId('place-order')).toBeEnabled()
    // The account is hers, named from her address.
    await page.goto('/profile')
    await expect(page.getByLabel('First name')).toHaveValue('Wren')
    await expect(page.getByLabel('Last name')).toHaveValue('Tully')
  })

  test('in Arabic, a returning customer signs in inside the checkout', async ({ page, request }) => {
    const email = `ar-checkout-${Date.now()}@example.test`
    await createCustomer(request, email)
    await addOriginal(page, 'tide-study-ii')
    await page.goto('/ar/checkout')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await markPage(page)
    await expect(page.getByTestId('checkout-sign-in')).toContainText(arCheckout.signIn.heading)
    expect((await wcagAxe(page).analyze()).violations).toEqual([])
    await signInAtCheckout(page, email, {
      email: arAccount.fields.email,
      send: new RegExp(arAccount.login.sendCode),
      code: arAccount.fields.code,
      go: arCheckout.signIn.continue,
    })
    // The painting is named in Arabic, as the shop names it.
    await expect(page.getByTestId('checkout-lines')).toContainText(arShop.products['tide-study-ii'].name)
    expect(await pageMark(page)).toBe('same page')
    expect(new URL(page.url()).pathname).toBe('/ar/checkout')
  })

  test('product → cart → log in by code → delivery and a promotion → test gateway Pay → confirmation → invoice and PDF', async ({
    page,
    request,
  }) => {
    const email = 'juniper.checkout@example.test'
    await createCustomer(request, email)
    await addOriginal(page, 'pilbara-red')
    await page.goto('/cart')
    await page.getByRole('link', { name: 'Checkout' }).click()
    await signInAtCheckout(page, email)

    await addAddress(page, { street: '3 Ocean Drive', city: 'Cottesloe', postcode: '6011', country: 'Australia' })
    // The order summary shows each line's picture beside its name.
    await expect(page.getByTestId('checkout-lines').locator('img').first()).toBeVisible()
    await shippingOption(page, /^Free delivery within Australia \$0\.00$/).check()
    await expect(page.getByTestId('total-shipping')).toHaveText('$0.00')
    const before = await page.getByTestId('total-amount').textContent()

    await page.getByLabel('Promotion code').fill('nope')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByTestId('promotion-refusal')).toHaveText('There is no promotion with this code.')
    await page.getByLabel('Promotion code').fill('welcome10')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByTestId('promotion-applied')).toContainText('WELCOME10 is applied.')
    await expect(page.getByTestId('total-discount')).toBeVisible()
    await expect(page.getByTestId('total-amount')).not.toHaveText(before!)
    await expect(page.getByTestId('hold-notice')).toContainText('held for you for 15 minutes')
    await page.getByLabel(/Anything the artist should know/).fill('A birthday present, please no price on the parcel.')
    await page.getByLabel(/keep me up to date/).check()

    await page.getByTestId('place-order').click()
    await page.waitForURL('**/pay/test/**')
    await expect(page.getByTestId('test-gateway')).toContainText('Order IM-')
    await page.getByTestId('test-pay').click()
    await page.waitForURL('**/checkout/complete?payum_token=*')
    await expect(page.getByTestId('payment-complete')).toContainText('Thank you!')
    await expect(page.getByTestId('cart-count')).toHaveText('0')

    await page.getByTestId('invoice-link').click()
    await page.waitForURL('**/invoice/*')
    await expect(page.getByRole('heading', { name: /Tax invoice/i })).toBeVisible()
    await expect(page.locator('body')).toContainText('Pilbara Red')
    const pdfLink = page.getByRole('link', { name: /PDF/ })
    const pdf = await page.request.get((await pdfLink.getAttribute('href'))!)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF')

    await page.goto('/my-account')
    const order = page.getByTestId('order').first()
    await expect(order.getByTestId('order-status')).toHaveText('Paid')
    await expect(order).toContainText('Pilbara Red')
  })

  test('Decline on the payment page: "Payment Failed", a way back, and the cart as it was', async ({
    page,
    request,
  }) => {
    const email = 'declined.checkout@example.test'
    await createCustomer(request, email)
    await addOriginal(page, 'albany-headland')
    await page.goto('/checkout')
    await signInAtCheckout(page, email)
    await shippingOption(page, /^Studio pick-up/).check()
    await page.getByTestId('place-order').click()
    await page.waitForURL('**/pay/test/**')
    await page.getByTestId('test-decline').click()
    await expect(page.getByTestId('payment-failed')).toContainText('Payment Failed')
    // As after a payment, the way on leads to the shop, not back to the cart.
    await expect(
      page.getByTestId('payment-failed').getByRole('link', { name: 'Keep browsing the shop' }),
    ).toHaveAttribute('href', '/shop')
    await page.getByRole('link', { name: 'Back to checkout' }).click()
    await page.waitForURL('**/checkout')
    await expect(page.getByTestId('checkout-lines')).toContainText('Albany Headland')
  })

  test('studio pick-up needs no address; the original is held while the customer pays', async ({ page, request }) => {
    const email = 'pickup.checkout@example.test'
    await createCustomer(request, email)
    await addOriginal(page, 'swan-river-reflections')
    await page.goto('/checkout')
    await signInAtCheckout(page, email)
    await expect(page.getByTestId('place-order')).toBeDisabled()
    await shippingOption(page, /^Studio pick-up \(by appointment\) \$0\.00$/).check()
    await page.getByTestId('place-order').click()
    await page.waitForURL('**/pay/test/**')
    // Back at the checkout before paying: the painting is held for this customer, and says until when.
    await page.goto('/checkout')
    await expect(page.getByTestId('hold-notice')).toContainText(/held for you until \d{1,2}:\d{2}/)
    await shippingOption(page, /^Studio pick-up/).check()
    await page.getByTestId('place-order').click()
    await page.waitForURL('**/pay/test/**')
    await page.getByTestId('test-pay').click()
    await expect(page.getByTestId('payment-complete')).toBeVisible()
    // Paid for, the painting is sold: its page says so at once.
    await page.goto('/product/swan-river-reflections')
    await expect(page.getByTestId('add-to-cart')).toHaveText('Sold')
  })

  test('her address, shipping and note are kept across the payment page and chosen for her next time', async ({
    page,
    request,
  }) => {
    const email = `returning-${Date.now()}@example.test`
    await createCustomer(request, email)
    await addOriginal(page, 'wave-rock-afternoon')
    await page.goto('/checkout')
    await signInAtCheckout(page, email)
    await addAddress(page, {
      street: '8 Leake Street',
      city: 'Peppermint Grove',
      postcode: '6011',
      country: 'Australia',
    })
    // Her only address is chosen for her on the next visit, before she has ordered with it.
    await page.reload()
    await expect(page.getByTestId('address-choices').getByRole('radio', { checked: true })).toBeVisible()
    await shippingOption(page, /^Free delivery within Australia/).check()
    await page.getByLabel(/Anything the artist should know/).fill('Please ring the bell twice.')
    await page.getByTestId('place-order').click()
    await page.waitForURL('**/pay/test/**')

    // Back from the payment page without paying: everything as she left it, ready to place again.
    await page.getByRole('link', { name: 'Back to the shop' }).click()
    await page.waitForURL('**/checkout')
    await expect(shippingOption(page, /^Free delivery within Australia/)).toBeChecked()
    await expect(page.getByTestId('address-place')).toContainText('8 Leake Street')
    await expect(page.getByTestId('address-choices').getByRole('radio', { checked: true })).toBeVisible()
    await expect(page.getByLabel(/Anything the artist should know/)).toHaveValue('Please ring the bell twice.')
    await expect(page.getByTestId('place-order')).toBeEnabled()
    await page.getByTestId('place-order').click()
    await page.waitForURL('**/pay/test/**')
    await page.getByTestId('test-pay').click()
    await expect(page.getByTestId('payment-complete')).toBeVisible()

    // The next order starts with the same address and shipping, and without the last order's note.
    await addOriginal(page, 'esperance-blue')
    await page.goto('/checkout')
    await expect(shippingOption(page, /^Free delivery within Australia/)).toBeChecked()
    await expect(page.getByLabel(/Anything the artist should know/)).toHaveValue('')
    await expect(page.getByTestId('place-order')).toBeEnabled()
  })

  test('two customers race for one original: the one who comes second is told which painting, and takes it out', async ({
    browser,
    request,
  }) => {
    const buyers = [`race-first-${Date.now()}@example.test`, `race-second-${Date.now()}@example.test`]
    const [first, second] = await Promise.all(
      buyers.map(async (email) => {
        await createCustomer(request, email)
        const page = await (await browser.newContext()).newPage()
        await addOriginal(page, 'ningaloo-shallows')
        await page.goto('/checkout')
        await signInAtCheckout(page, email)
        await shippingOption(page, /^Studio pick-up/).check()
        await expect(page.getByTestId('place-order')).toBeEnabled()
        return page
      }),
    )
    await first.getByTestId('place-order').click()
    await first.waitForURL('**/pay/test/**')
    await first.getByTestId('test-pay').click()
    await expect(first.getByTestId('payment-complete')).toBeVisible()

    // The second checkout was open all along: its order is refused, and says what and why.
    await second.getByTestId('place-order').click()
    await expect(second.getByTestId('checkout-problem')).toContainText('Ningaloo Shallows')
    const line = second.getByTestId('checkout-lines').getByRole('listitem').filter({ hasText: 'Ningaloo Shallows' })
    await expect(line.getByTestId('line-unavailable')).toContainText('someone else has just ordered it')
    await expect(second.getByTestId('place-order')).toBeDisabled()
    await line.getByRole('button', { name: 'Remove Ningaloo Shallows from your order' }).click()
    await expect(second.getByTestId('checkout-empty')).toBeVisible()
    await Promise.all([first.context().close(), second.context().close()])
  })

  test('an address abroad: prices without GST, and a quote on request where no rate reaches', async ({
    page,
    request,
  }) => {
    const email = 'tokyo.checkout@example.test'
    await createCustomer(request, email)
    await addOriginal(page, 'lucky-bay')
    await page.goto('/checkout')
    await signInAtCheckout(page, email)
    const domestic = await page.getByTestId('total-subtotal').textContent()
    await addAddress(page, { street: '1-2-3 Jingumae', city: 'Tokyo', postcode: '150-0001', country: 'Japan' })
    await expect(page.getByTestId('total-gst')).toHaveText('GST-free export')
    await expect(page.getByTestId('total-subtotal')).not.toHaveText(domestic!)
    await expect(page.getByTestId('quote-request')).toContainText('Japan')
    await page.getByRole('button', { name: 'Ask for a shipping quote' }).click()
    await expect(page.getByTestId('quote-request')).toContainText('Your request is with the artist')
  })
})
