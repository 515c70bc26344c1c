import { expect, type Page, test } from '@playwright/test'

/** The slider's first slide: its box, the shape it was given, and its caption's box. */
async function firstSlide(page: Page) {
  const slide = page.getByTestId('slider').getByRole('group').first()
  const box = (await slide.boundingBox())!
  const [w, h] = (await slide.evaluate((el) => getComputedStyle(el).aspectRatio)).split('/').map(Number)
  const caption = await slide.locator('h3').first().boundingBox()
  return { box, ratio: w / h, caption }
}

async function expectGeometry(page: Page) {
  const { box, ratio, caption } = await firstSlide(page)
  expect(Math.abs(box.height - box.width / ratio)).toBeLessThan(2)
  if (caption) {
    expect(caption.y + caption.height).toBeLessThanOrEqual(box.y + box.height + 1)
    expect(caption.y).toBeGreaterThanOrEqual(box.y)
  }
  const heights = await page
    .getByTestId('slider')
    .getByRole('group')
    .evaluateAll((slides) => slides.map((s) => s.getBoundingClientRect().height))
  for (const height of heights) expect(Math.abs(height - box.height)).toBeLessThan(2)
  return box
}

for (const phone of [false, true]) {
  test(`the gallery slider keeps its shape before and after its pictures load${phone ? ' @mobile' : ''}`, async ({
    page,
  }) => {
    // Before: no picture arrives at all.
    await page.route('**/assets/i/**', (route) => route.abort())
    await page.goto('/gallery')
    const before = await expectGeometry(page)
    await page.unroute('**/assets/i/**')

    await page.goto('/gallery')
    await page.waitForLoadState('networkidle')
    const img = page.getByTestId('slider').getByRole('group').first().locator('img')
    await expect
      .poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 1))
      .toBe(true)
    const after = await expectGeometry(page)
    expect(Math.abs(after.height - before.height)).toBeLessThan(2)
  })
}
