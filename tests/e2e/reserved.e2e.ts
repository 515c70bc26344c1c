import { expect, test } from '@playwright/test'

import { wcagAxe } from './helpers/axe-variants'
import { waitForMail } from './helpers/outbox'
import { addOriginal, createCustomer, signInAtCheckout, shippingOption } from './pages/checkout'

test.describe('a painting held in someone else’s checkout', () => {
  test('reads "Reserved" with when it may come back, takes an address, and mails it once when the hold ends unpaid', async ({
    browser,
    request,
  }) => {
    const slug = 'bungle-bungle-domes'
    const buyer = 'holder.reserved@example.test'
    const collector = 'collector.reserved@example.test'
    await createCustomer(request, buyer)

    // The first customer places the order and stands on the payment page: the painting is held for her.
    const holder = await (await browser.newContext()).newPage()
    await addOriginal(holder, slug)
    await holder.goto('/checkout')
    await signInAtCheckout(holder, buyer)
    await shippingOption(holder, /^Studio pick-up/).check()
    await holder.getByTestId('place-order').click()
    await holder.waitForURL('**/pay/test/**')

    // A second browser, not signed in, sees the truth: reserved, and until when in her own clock.
    const visitor = await (await browser.newContext({ timezoneId: 'Australia/Perth', locale: 'en-AU' })).newPage()
    await visitor.goto(`/product/${slug}`)
    const button = visitor.getByTestId('add-to-cart')
    await expect(button).toHaveText('Reserved')
    await expect(button).toBeDisabled()
    const note = visitor.getByTestId('reserved-note')
    await expect(note).toContainText(/may be available again after \d{1,2}:\d{2}/)
    expect((await wcagAxe(visitor).analyze()).violations).toEqual([])

    await note.getByLabel('Your e-mail address').fill('not an address')
    await note.getByRole('button', { name: 'E-mail me if it becomes available' }).click()
    await expect(note.getByRole('alert')).toBeVisible()
    await note.getByLabel('Your e-mail address').fill(collector)
    await note.getByRole('button', { name: 'E-mail me if it becomes available' }).click()
    await expect(visitor.getByTestId('reserved-alert-kept')).toContainText('We will e-mail you once')

    // The payment does not come: the hold ends, the painting is offered again, and she hears of it once.
    const since = Date.now() - 50
    await holder.getByTestId('test-decline').click()
    const mail = await waitForMail(collector, since, 15_000, 'is available again')
    expect(mail.text).toContain(`/product/${slug}`)
    await visitor.reload()
    await expect(visitor.getByTestId('add-to-cart')).toHaveText('Add to cart')
    await expect(visitor.getByTestId('reserved-note')).toHaveCount(0)
    await Promise.all([holder.context().close(), visitor.context().close()])
  })
})
