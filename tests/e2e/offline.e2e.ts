import { readFileSync, writeFileSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { SiteShell } from './pages/site-shell'

// The other browser tests run without the worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' })

/** Waits until the offline worker controls the page and has kept the page itself. */
async function keptByWorker(page: Page, path: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (address) => {
          if (!navigator.serviceWorker.controller) return false
          const cache = await caches.open('atelier-pages')
          return Boolean(await cache.match(new URL(address, location.origin).href))
        }, path),
      { timeout: 15_000 },
    )
    .toBe(true)
}

const pictureShown = (page: Page) =>
  expect
    .poll(() =>
      page
        .getByTestId('product-gallery')
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && !img.src.startsWith('data:')),
    )
    .toBe(true)

test('a product page read once is read again without a connection, and the rest says it is offline', async ({
  page,
  context,
}) => {
  const list = (await (await page.request.get('/api/v1/sell/product?page_size=1')).json()) as {
    data: { slug: string; name: string }[]
  }
  const product = list.data[0]
  const productPath = `/product/${product.slug}`
  await page.goto('/de/shop')
  await keptByWorker(page, '/de/shop')
  await page.goto(productPath)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await pictureShown(page)
  await keptByWorker(page, productPath)

  await context.setOffline(true)
  try {
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await pictureShown(page)

    // A page never visited: the offline page, in English here and in German under /de.
    await page.goto('/blog')
    await expect(page.getByTestId('offline')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline")
    await expect(page.getByTestId('offline-reason')).toContainText('already looked at')
    await page.goto('/de/blog')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByTestId('offline')).toBeVisible()

    // The cart and the checkout are never kept: they say they need a connection.
    for (const path of ['/cart', '/checkout']) {
      await page.goto(path)
      await expect(page.getByTestId('offline-reason')).toContainText('need a connection')
    }
  } finally {
    await context.setOffline(false)
  }
  // Back online, the cart is the real one again.
  await page.goto('/cart')
  await expect(page.getByTestId('offline')).toHaveCount(0)
})

test('a new version is offered for six seconds, and the next change of page loads it', async ({ page }) => {
  await page.clock.install()
  await page.goto('/cart')
  await new SiteShell(page).hydrated()
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)

  // A new build: the worker's script changes (served fresh on every check).
  const workerFile = 'dist/sw.js'
  const original = readFileSync(workerFile, 'utf8')
  writeFileSync(workerFile, `${original}\n// a newer build\n`)
  try {
    const prompt = page.getByTestId('update-prompt')
    await page.clock.fastForward('09:00')
    await page.waitForTimeout(1000)
    await expect(prompt).toHaveCount(0)
    // The check every ten minutes finds it.
    await page.clock.fastForward('01:00')
    await expect(prompt).toBeVisible({ timeout: 15_000 })
    await expect(prompt).toHaveAttribute('role', 'status')
    await page.clock.fastForward(5000)
    await expect(prompt).toBeVisible()
    await page.clock.fastForward(1500)
    await expect(prompt).toHaveCount(0)

    // The next change of page loads the page anew, from the new version.
    await page.evaluate(() => ((window as unknown as { loadedBefore: boolean }).loadedBefore = true))
    const loaded = page.waitForEvent('load')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()
    await loaded
    await expect(page).toHaveURL(/\/contact$/)
    expect(await page.evaluate(() => (window as unknown as { loadedBefore?: boolean }).loadedBefore)).toBeUndefined()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  } finally {
    writeFileSync(workerFile, original)
  }
})
