import { expect, type Page, test } from '@playwright/test'

import { fetchedCode } from './helpers/fetched-code'
import { SiteShell } from './pages/site-shell'
import { BuilderPage } from './pages/builder-page'

const scale = async (page: Page) => Number(await page.getByTestId('zoom-viewer').getAttribute('data-scale'))
const renditionWidth = async (page: Page) =>
  Number(/\/raw\/(\d+)\.webp$/.exec((await page.getByTestId('zoom-image').getAttribute('src')) ?? '')?.[1])

test('a product picture zooms by keyboard and wheel, moves between pictures, and gives focus back', async ({
  page,
}) => {
  // The viewer's code is fetched when a picture is first opened.
  const fetched = fetchedCode(page)
  await page.goto('/product/cottesloe-morning')
  // A click before the page has hydrated opens nothing.
  await new SiteShell(page).hydrated()
  expect(await fetched('zoom-viewer')).toBe(false)
  const opener = page.getByTestId('product-gallery').getByTestId('zoom-open')
  await opener.click()
  const viewer = page.getByTestId('zoom-viewer')
  await expect(viewer).toBeVisible()
  expect(await fetched('zoom-viewer')).toBe(true)
  expect(await scale(page)).toBe(1)
  const fittedWidth = await renditionWidth(page)

  await page.keyboard.press('+')
  await expect.poll(() => scale(page)).toBeGreaterThan(1)
  await expect.poll(() => renditionWidth(page)).toBeGreaterThan(fittedWidth)

  // Zoomed, the arrows move the picture rather than changing it.
  const before = await page.getByTestId('zoom-image').getAttribute('style')
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByTestId('zoom-image')).not.toHaveAttribute('style', before ?? '')
  await expect(viewer).toHaveAttribute('aria-label', 'Picture 1 of 2')

  await page.keyboard.press('0')
  await expect.poll(() => scale(page)).toBe(1)
  const box = (await page.getByTestId('zoom-image').boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.wheel(0, -400)
  await expect.poll(() => scale(page)).toBeGreaterThan(1)
  await page.keyboard.press('0')

  // Fitted, the arrows go to the next picture.
  await page.keyboard.press('ArrowRight')
  await expect(viewer).toHaveAttribute('aria-label', 'Picture 2 of 2')

  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  await expect(opener).toBeFocused()
})

test('a gallery picture opens from the lightbox into the zoom, and never past 4,000 px', async ({ page }) => {
  const gallery = new BuilderPage(page)
  await gallery.open('/gallery')
  await gallery.openTile(0)
  await page.getByTestId('lightbox').getByTestId('zoom-open').click()
  await expect(page.getByTestId('zoom-viewer')).toBeVisible()
  for (let i = 0; i < 8; i++) await page.keyboard.press('+')
  await expect.poll(() => renditionWidth(page)).toBeLessThanOrEqual(4000)
  const image = await page.request.get((await page.getByTestId('zoom-image').getAttribute('src'))!)
  expect(image.status()).toBe(200)
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('zoom-viewer')).toBeHidden()
  await expect(page.getByTestId('lightbox')).toBeVisible()
})
