import { expect, test } from '@playwright/test'

import { waitForMail } from './helpers/outbox'
import { makeProduct, placeOrder, signInToStudio } from './pages/studio'

test.describe('refunds from the back-office', () => {
  test('the studio refunds a paid order with a note; the customer is told in their language', async ({
    page,
    request,
  }) => {
    const id = Date.now()
    const { sku } = await makeProduct(request, { name: `Refund study ${id}`, slug: `refund-study-${id}`, stock: 2 })
    const email = `kundin-${id}@studio.test`
    const orderId = await placeOrder(request, email, sku, true, 'de')

    await signInToStudio(page)
    await page.goto(`/admin/collections/orders/${orderId}`)
    const status = page.locator('#field-status')
    await expect(status.locator('.rs__single-value')).toHaveText('Paid')
    await status.locator('.rs__control').click()
    await page
      .locator('.rs__option')
      .filter({ hasText: /^Refunded$/ })
      .click()
    await page.locator('#field-refund_reason').fill('Der Rahmen kam leider gebrochen an.')
    const since = Date.now() - 50
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Updated successfully.')).toBeVisible()
    await page.reload()
    await expect(page.locator('#field-status .rs__single-value')).toHaveText('Refunded')

    const mail = await waitForMail(email, since, 20_000, 'wurde erstattet')
    expect(mail.text).toMatch(/Subject: .*Ihre Bestellung IM-\d+ wurde erstattet/)
    expect(mail.text).toContain('Eine Nachricht aus dem Atelier')
    expect(mail.text).toContain('Der Rahmen kam leider gebrochen an.')
  })
})
