import { expect, test } from '@playwright/test'

import { waitForMail } from './helpers/outbox'
import { addOriginal, createCustomer, logInByCode, shippingOption } from './pages/checkout'
import { makeWidgetPage, studioAuth } from './pages/studio'

test.describe('gift vouchers', () => {
  test('buy a voucher for someone → it arrives by e-mail → they redeem it → it pays part of their order', async ({
    browser,
    request,
  }) => {
    // Two customers, two sign-ins, two trips to the payment page.
    test.setTimeout(120_000)
    const giver = 'giver.voucher@example.test'
    const friend = 'friend.voucher@example.test'
    await createCustomer(request, giver, 'Grace', 'Hopper')
    await createCustomer(request, friend, 'Ben', 'Lamb')

    // The giver: the voucher page asks them to sign in before paying, and brings them back.
    const giving = await (await browser.newContext()).newPage()
    await giving.goto('/gift-vouchers')
    const widget = giving.getByTestId('gift-voucher')
    await expect(widget.getByTestId('voucher-theme')).toHaveCount(3)
    await expect(widget.getByTestId('voucher-amount')).toHaveText([
      '$50.00',
      '$100.00',
      '$150.00',
      '$200.00',
      'Custom Amount',
    ])
    await widget.getByTestId('voucher-sign-in').getByRole('link').click()
    await logInByCode(giving, giver, '**/gift-vouchers')

    await widget.getByText('Spring wildflowers').click()
    await widget.getByText('Custom Amount').click()
    // No amount, no pay button.
    await expect(widget.getByTestId('voucher-pay')).toHaveCount(0)
    await widget.getByLabel('Amount in dollars').fill('120')
    await expect(widget.getByTestId('voucher-pay')).toHaveText('Pay $120.00')
    await widget.getByText('Send it to someone else').click()
    await widget.getByLabel('Their name').fill('Ben')
    await widget.getByLabel('Their e-mail address').fill(friend)
    await widget.getByLabel(/A message for them/).fill('For the painting you liked at the opening.')
    const since = Date.now() - 50
    await widget.getByTestId('voucher-pay').click()
    await giving.waitForURL('**/pay/test/**')
    await expect(giving.getByTestId('test-gateway')).toContainText('Gift voucher GV-')
    await giving.getByTestId('test-pay').click()
    await giving.waitForURL('**/gift-vouchers?payum_token=*')
    await expect(giving.getByTestId('voucher-return')).toHaveText(
      /Payment Successful Please check your email for your receipt/,
    )
    const receipt = await waitForMail(giver, since, 10_000, 'Receipt for your gift voucher')
    expect(receipt.text).toContain('We have e-mailed the voucher to Ben (friend.voucher@example.test)')
    const voucher = await waitForMail(friend, since, 10_000, 'Redeem your voucher')
    expect(voucher.text).toContain('Grace Hopper sent you a gift voucher')
    expect(voucher.text).toContain('application/pdf')
    const code = /data-code>([A-Z0-9-]{19})</.exec(voucher.text)![1]

    // The friend redeems it: the code becomes store credit, shown on the profile.
    const receiving = await (await browser.newContext()).newPage()
    await receiving.goto('/gift-vouchers?redeem')
    await receiving.getByTestId('voucher-sign-in').getByRole('link').click()
    await logInByCode(receiving, friend, '**/gift-vouchers?redeem')
    await receiving.getByLabel('Voucher code').fill('NOT-A-REAL-CODE')
    await receiving.getByTestId('voucher-redeem-submit').click()
    await expect(receiving.getByTestId('voucher-error')).toHaveText(
      'There is no gift voucher with that code. Please check it and try again.',
    )
    await receiving.getByLabel('Voucher code').fill(code.toLowerCase())
    await receiving.getByTestId('voucher-redeem-submit').click()
    await receiving.waitForURL('**/profile')
    await expect(receiving.getByTestId('profile-credit')).toContainText('$120.00')

    // …and spends it on a painting, paying the rest on the payment page.
    await addOriginal(receiving, 'denmark-inlet-mist')
    await receiving.goto('/checkout')
    await expect(receiving.getByTestId('checkout')).toBeVisible()
    await shippingOption(receiving, /Studio pick-up/).check()
    await expect(receiving.getByTestId('use-credit')).toBeChecked()
    await expect(receiving.getByTestId('total-credit')).toHaveText('−$120.00')
    await expect(receiving.getByTestId('total-to-pay')).toHaveText('$820.00')
    await receiving.getByTestId('place-order').click()
    await receiving.waitForURL('**/pay/test/**')
    await expect(receiving.getByTestId('test-gateway')).toContainText('$820.00')
    await receiving.getByTestId('test-pay').click()
    await receiving.waitForURL('**/checkout/complete?payum_token=*')
    await expect(receiving.getByTestId('payment-complete')).toContainText('Thank you!')
    await receiving.goto('/my-account')
    await expect(receiving.getByTestId('credit-balance')).toHaveText('$0.00')
  })
})

test.describe('paid forms', () => {
  test('a form with a price goes to the test gateway, and back to "Payment Successful" with the invoice by e-mail', async ({
    page,
    request,
  }) => {
    const auth = await studioAuth(request)
    const stamp = Date.now()
    const made = await request.post('/api/forms', {
      headers: auth,
      data: {
        title: 'Plein-air workshop',
        url: `workshop-${stamp}`,
        use_captcha: false,
        cost: 85,
        fields: [
          { blockType: 'text', name: 'name', label: 'Your name', required: true },
          { blockType: 'email', name: 'email', label: 'E-mail address', required: true },
        ],
      },
    })
    expect(made.status()).toBe(201)
    const form = ((await made.json()) as { doc: { id: number } }).doc
    await makeWidgetPage(request, `workshop-${stamp}`, [{ blockType: 'form', form: form.id }])

    await page.goto(`/workshop-${stamp}`)
    const fill = page.locator(`[data-form="workshop-${stamp}"]`)
    await expect(fill.getByTestId('form-cost')).toContainText('$85.00')
    await fill.getByLabel('Your name').fill('Ada Lovelace')
    await fill.getByLabel('E-mail address').fill('ada.workshop@example.test')
    const since = Date.now() - 50
    await fill.getByTestId('form-submit').click()
    await page.waitForURL('**/pay/test/**')
    await expect(page.getByTestId('test-gateway')).toContainText('$85.00')
    await page.getByTestId('test-pay').click()
    await page.waitForURL(`**/workshop-${stamp}?payum_token=*`)
    await expect(page.getByTestId('form-payment')).toHaveText(
      'Payment Successful. Please check your email for your invoice.',
    )
    const invoice = await waitForMail('ada.workshop@example.test', since)
    expect(invoice.text).toContain('Plein-air workshop')
    expect(invoice.text).toContain('application/pdf')
  })
})
