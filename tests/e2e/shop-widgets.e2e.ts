import { expect, test } from '@playwright/test'

import { makeProduct, studioAuth } from './pages/studio'

const cartCount = (page: import('@playwright/test').Page) => page.getByTestId('cart-count')

test('the home page shows recent works for sale, and the way into the shop', async ({ page }) => {
  await page.goto('/')
  const shop = page.getByTestId('shop-widget')
  await expect(shop.getByRole('heading', { name: 'Recent works' })).toBeVisible()
  await expect(shop.getByTestId('product-card')).toHaveCount(3)
  await shop.getByTestId('product-card').first().click()
  await page.waitForURL('**/product/**')
  await expect(page.getByTestId('buy-box')).toBeVisible()
  await page.goBack()
  await page.getByTestId('shop-widget').getByRole('link', { name: 'Visit the shop' }).click()
  await page.waitForURL((url) => url.pathname === '/shop')
})

test('a product placed on a page is bought from there', async ({ page, request }) => {
  const id = Date.now()
  const product = await makeProduct(request, { name: `On a page ${id}`, slug: `on-a-page-${id}`, stock: 3 })
  const made = await request.post('/api/pages', {
    headers: await studioAuth(request),
    data: {
      name: `Featured ${id}`,
      slug: `featured-${id}`,
      _status: 'published',
      rows: [
        {
          blockType: 'row',
          row_type: 'plain',
          blocks: [
            { blockType: 'column', width: 12, widgets: [{ blockType: 'tplSellProductView', product: product.id }] },
          ],
        },
      ],
    },
  })
  expect(made.ok()).toBe(true)
  await page.goto(`/featured-${id}`)
  const view = page.getByTestId('product-view-widget')
  await expect(view.getByRole('heading', { name: `On a page ${id}` })).toBeVisible()
  await view.getByTestId('add-to-cart').click()
  await expect(cartCount(page)).toHaveAttribute('data-count', '1')
  await view.getByRole('link', { name: 'More about this piece' }).click()
  await page.waitForURL(`**/product/on-a-page-${id}`)
})
