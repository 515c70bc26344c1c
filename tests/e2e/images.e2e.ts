import { expect, type Page, test } from '@playwright/test'

import { BuilderPage } from './pages/builder-page'

/** Every page of the sitemap, a product and the gallery's lightbox: the addresses of the pictures they ask for. */
async function imageAnswers(page: Page, visit: () => Promise<void>) {
  const answers: { url: string; status: number }[] = []
  const listener = (response: { url: () => string; status: () => number }) => {
    if (new URL(response.url()).pathname.startsWith('/assets/i/'))
      answers.push({ url: response.url(), status: response.status() })
  }
  page.on('response', listener)
  await visit()
  page.off('response', listener)
  return answers
}

/** Scrolls to the end in steps, so every lazy picture comes near the screen and is asked for. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
  })
  await page.waitForLoadState('networkidle')
}

test('no picture a page asks for is refused by the image route', async ({ page, request }) => {
  test.setTimeout(180_000)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  // The showcase (every widget, every gallery type) is kept out of the sitemap; it is walked too.
  const pages = [
    ...new Set([
      ...paths.filter((p) => !p.startsWith('/product/')),
      ...paths.filter((p) => p.startsWith('/product/')).slice(0, 1),
      '/demo_asdf',
    ]),
  ]
  expect(pages.length).toBeGreaterThan(5)
  const refused: string[] = []
  let asked = 0
  for (const path of pages) {
    const answers = await imageAnswers(page, async () => {
      await page.goto(path)
      await scrollThrough(page)
    })
    asked += answers.length
    refused.push(...answers.filter((a) => a.status >= 400).map((a) => `${path}: ${a.status} ${a.url}`))
  }
  // The gallery's lightbox asks for its large picture only when opened.
  const lightbox = await imageAnswers(page, async () => {
    const gallery = new BuilderPage(page)
    await gallery.open('/gallery')
    await expect((await gallery.openTile(0)).locator('img').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
  })
  expect(lightbox.some((a) => a.url.includes('/raw/'))).toBe(true)
  refused.push(...lightbox.filter((a) => a.status >= 400).map((a) => `lightbox: ${a.status} ${a.url}`))
  expect(asked).toBeGreaterThan(20)
  expect(refused).toEqual([])
})
