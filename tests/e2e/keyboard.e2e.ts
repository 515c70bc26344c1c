import { expect, test, type Locator, type Page } from '@playwright/test'

/** Whether the focused element shows a focus indicator: an outline or a ring drawn with a shadow. */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return false
    const style = getComputedStyle(el)
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
  })
}

/** Presses Tab until `target` has the focus, checking at every stop that the focus can be seen. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => document.activeElement?.tagName)
    if (focused && focused !== 'BODY') expect(await focusIsVisible(page), `focus ring at stop ${i + 1}`).toBe(true)
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error(`Tab did not reach ${target} in ${limit} stops`)
}

test('shop → product options → add to cart → cart quantity → sign in, by keyboard alone', async ({ page }) => {
  await page.goto('/shop/prints')
  const card = page.getByTestId('product-card').filter({ hasText: 'Cottesloe Morning, fine art print' })
  await tabTo(page, card)
  await page.keyboard.press('Enter')
  await page.waitForURL('**/product/cottesloe-morning-print')

  const box = page.getByTestId('buy-box')
  // A radio group takes one Tab stop; the arrow keys choose within it.
  await tabTo(page, box.getByRole('radio').first())
  while (!(await box.getByRole('radio', { name: 'A3' }).isChecked())) await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Tab')
  while (!(await box.getByRole('radio', { name: 'Black frame' }).isChecked())) await page.keyboard.press('ArrowDown')
  const add = page.getByTestId('add-to-cart')
  await expect(add).toHaveText('Add to cart')
  await tabTo(page, add)
  await page.keyboard.press('Enter')
  await expect(add).toHaveText('Added to cart')
  await expect(page.getByTestId('cart-count')).toHaveAttribute('data-count', '1')
  // The new count is announced: the cart link's count lives in a polite live region.
  await expect(page.locator('[aria-live="polite"]').filter({ has: page.getByTestId('cart-count') })).toHaveCount(1)

  await tabTo(page, page.getByRole('link', { name: 'Cart' }).first())
  await page.keyboard.press('Enter')
  await page.waitForURL('**/cart')
  const line = page.getByTestId('cart-line')
  await tabTo(page, line.getByRole('button', { name: /^More/ }))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('cart-count')).toHaveAttribute('data-count', '2')

  await tabTo(page, page.getByTestId('account-link'))
  await page.keyboard.press('Enter')
  await page.waitForURL('**/login')
  await tabTo(page, page.getByLabel('E-mail address'))
  await page.keyboard.type('keyboard@example.test')
  await page.keyboard.press('Enter')
  await expect(page.getByLabel(/code/i).first()).toBeVisible()
})
