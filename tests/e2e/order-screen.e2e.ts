import { expect, type Page, test } from '@playwright/test'

import { wcagAxe } from './helpers/axe-variants'
import { waitForMail } from './helpers/outbox'
import { makeProduct, placeOrder, signInToStudio } from './pages/studio'

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`

/** The order screen's panel, once it shows the order. */
async function openOrder(page: Page, orderId: number) {
  await page.goto(`/admin/collections/orders/${orderId}`)
  const work = page.getByTestId('order-work')
  await expect(work).toBeVisible()
  return work
}

test.describe('the order screen', () => {
  test('a paid painting: its paperwork from the screen, dispatched with tracking from a button, and the customer told', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000)
    const id = stamp()
    const { sku } = await makeProduct(request, {
      name: `Harbour at dusk ${id}`,
      slug: `harbour-dusk-${id}`,
      price: 1250,
      original: true,
    })
    const email = `collector-${id}@studio.test`
    const orderId = await placeOrder(request, email, sku, true, { delivery: true })

    await signInToStudio(page)
    const work = await openOrder(page, orderId)
    await expect(work.getByTestId('order-lines')).toContainText(`Harbour at dusk ${id}`)
    await expect(work.getByTestId('order-lines')).toContainText('original')
    await expect(work.getByTestId('order-total')).toHaveText('$1,250.00')
    await expect(work).toContainText('22 Marine Parade')
    await expect(work.getByTestId('order-payment')).toContainText('Paid')
    await expect(work.getByTestId('order-timeline')).toContainText('Placed by ' + email)
    await expect(work.getByTestId('order-timeline')).toContainText('Paid through the test gateway')

    // The packing slip and the painting's certificate, from a link on the screen.
    const [slip] = await Promise.all([
      page.context().waitForEvent('page'),
      work.getByRole('link', { name: 'Print the packing slip and certificates' }).click(),
    ])
    await expect(slip.getByTestId('packing-slip')).toBeVisible()
    await expect(slip.getByTestId('packing-lines')).toContainText(`Harbour at dusk ${id}`)
    await expect(slip.getByTestId('certificate')).toHaveCount(1)
    await slip.close()
    const pdf = await page.request.get(
      (await work.getByRole('link', { name: 'Download the tax invoice (PDF)' }).getAttribute('href'))!,
    )
    expect(pdf.headers()['content-type']).toContain('application/pdf')

    // Only the next steps the order allows: a delivery is dispatched, not collected.
    const actions = work.getByTestId('order-actions')
    await expect(actions.getByRole('button')).toHaveText(['Mark packed', 'Mark dispatched', 'Refund…'])
    await actions.getByRole('button', { name: 'Mark dispatched' }).click()
    await actions.getByLabel('Tracking number').fill(`AP${id}`)
    const since = Date.now() - 50
    await actions.getByRole('button', { name: 'Confirm dispatch' }).click()
    await expect(page.getByTestId('order-work').locator('h2')).toContainText('Dispatched')
    await expect(page.getByTestId('order-timeline')).toContainText(`Dispatched, tracking AP${id}`)
    await waitForMail(email, since, 20_000, `AP${id}`)
    await expect(page.getByTestId('order-actions').getByRole('button')).toHaveText(['Refund…'])
  })

  test('a refund of one line with a note: the customer is told in their language, the timeline shows it, and the rest follows', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000)
    const id = stamp()
    const study = await makeProduct(request, { name: `Refund study ${id}`, slug: `refund-study-${id}`, stock: 2 })
    const cards = await makeProduct(request, { name: `Card set ${id}`, slug: `card-set-${id}`, price: 30, stock: 5 })
    const email = `kundin-${id}@studio.test`
    const orderId = await placeOrder(request, email, [study.sku, cards.sku], true, { locale: 'de' })

    await signInToStudio(page)
    const work = await openOrder(page, orderId)
    const actions = work.getByTestId('order-actions')
    // A pick-up is collected, not dispatched.
    await expect(actions.getByRole('button')).toHaveText(['Mark packed', 'Mark collected', 'Refund…'])
    await actions.getByRole('button', { name: 'Refund…' }).click()
    const panel = actions.getByTestId('order-refund')
    // Everything is ticked at first: the whole order, shipping included.
    await expect(panel.getByRole('checkbox')).toHaveCount(2)
    await expect(panel.getByTestId('order-refund-summary')).toContainText('Everything left is refunded')
    await panel.getByRole('checkbox', { name: `Card set ${id}` }).uncheck()
    await expect(panel.getByTestId('order-refund-summary')).toContainText('The lines ticked are refunded')
    await actions.getByLabel('A note to the customer (optional)').fill('Der Rahmen kam leider gebrochen an.')
    const since = Date.now() - 50
    await panel.getByRole('button', { name: /^Refund \$\d+\.\d\d of order IM-\d+$/ }).click()
    await expect(page.getByTestId('order-timeline')).toContainText(
      `(1 × Refund study ${id}): “Der Rahmen kam leider gebrochen an.”`,
    )
    await expect(page.getByTestId('order-work').locator('h2')).toContainText('Paid')
    await expect(page.getByTestId('order-lines')).toContainText('1 refunded')
    await expect(page.getByTestId('order-refunded')).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('order-part-refunded.png'), fullPage: true })

    const mail = await waitForMail(email, since, 20_000, 'teilweise erstattet')
    expect(mail.text).toMatch(/Subject: .*Ihre Bestellung IM-\d+ wurde teilweise erstattet/)
    expect(mail.text).toContain(`1 × Refund study ${id}`)
    expect(mail.text).not.toContain(`Card set ${id}`)
    expect(mail.text).toContain('Eine Nachricht aus dem Atelier')
    expect(mail.text).toContain('Der Rahmen kam leider gebrochen an.')
    await page.reload()
    await expect(page.getByTestId('order-timeline')).toContainText('Sent the refund notice to the customer')

    // The rest: only the card set is left to tick, and the order ends refunded.
    await page.getByTestId('order-actions').getByRole('button', { name: 'Refund…' }).click()
    const rest = page.getByTestId('order-refund')
    await expect(rest.getByRole('checkbox')).toHaveCount(1)
    await expect(rest.getByTestId('order-refund-summary')).toContainText('Everything left is refunded')
    await rest.getByRole('button', { name: /^Refund \$30\.00 of order IM-\d+$/ }).click()
    await expect(page.getByTestId('order-work').locator('h2')).toContainText('Refunded')
    await expect(page.getByTestId('order-actions')).toContainText('This order has ended')
  })

  test('the orders list shows each status as a word and filters by it', async ({ page, request }) => {
    const id = stamp()
    const { sku } = await makeProduct(request, { name: `List study ${id}`, slug: `list-study-${id}`, stock: 2 })
    const orderId = await placeOrder(request, `list-${id}@studio.test`, sku, true)
    await signInToStudio(page)
    await page.goto('/admin/collections/orders')
    const filter = page.getByTestId('order-status-filter')
    await filter.getByRole('link', { name: 'To pack' }).click()
    await page.waitForURL(/where%5Bstatus%5D%5Bequals%5D=paid|where\[status\]\[equals\]=paid/)
    await expect(filter.getByRole('link', { name: 'To pack' })).toHaveAttribute('aria-current', 'page')
    const row = page.locator(`tr[data-id="${orderId}"]`)
    await expect(row).toBeVisible()
    await expect(row.locator('.studio-status')).toHaveText('Paid')
    await expect(row).toContainText('$90.00')
    await filter.getByRole('link', { name: 'Refunded' }).click()
    await page.waitForURL(/refunded/)
    await expect(page.locator(`tr[data-id="${orderId}"]`)).toHaveCount(0)
  })
})

test.describe('the studio’s own screens', () => {
  test('the order screen, its list’s filter and the first screen have no axe violations, phone and desktop, light and dark (with the new-painting screen’s pictures)', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000)
    const id = stamp()
    const { sku } = await makeProduct(request, { name: `Axe study ${id}`, slug: `axe-study-${id}`, stock: 2 })
    const cards = await makeProduct(request, { name: `Axe cards ${id}`, slug: `axe-cards-${id}`, price: 30, stock: 5 })
    const orderId = await placeOrder(request, `axe-${id}@studio.test`, [sku, cards.sku], true, { delivery: true })
    const found: string[] = []
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ])
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ viewport: { width, height }, colorScheme })
        const page = await context.newPage()
        await signInToStudio(page)
        await expect(page.getByTestId('shop-sales')).toBeVisible()
        const sales = await wcagAxe(page).include('[data-testid="shop-sales"]').include('.studio-attention').analyze()
        const shot = (name: string) =>
          page.screenshot({ path: testInfo.outputPath(`${name}-${width}-${colorScheme}.png`), fullPage: true })
        await shot('first-screen')
        const work = await openOrder(page, orderId)
        // With the refund's lines open, so that they are checked and seen too.
        await work.getByTestId('order-actions').getByRole('button', { name: 'Refund…' }).click()
        await expect(work.getByTestId('order-refund-summary')).toContainText('Everything left is refunded')
        await shot('order')
        const order = await wcagAxe(page).include('[data-testid="order-work"]').analyze()
        await page.goto('/admin/collections/orders')
        const filter = await wcagAxe(page).include('[data-testid="order-status-filter"]').analyze()
        await page.goto('/admin/collections/products/create')
        await page.locator('#field-name').fill('Lake Clifton, morning')
        await page.locator('#field-price').fill('1250')
        await page.locator('#field-stock').fill('1')
        await expect(page.getByRole('checkbox', { name: /One of a kind/ })).toBeChecked()
        await shot('new-painting')
        for (const { violations } of [sales, order, filter])
          found.push(
            ...violations.map((v) => `${width} ${colorScheme}: ${v.id} ${v.nodes.map((n) => n.target).join(', ')}`),
          )
        await shot('orders-list')
        await context.close()
      }
    expect(found).toEqual([])
  })
})
