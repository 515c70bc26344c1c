import { expect, test } from '@playwright/test'

import { SiteShell } from './pages/site-shell'

test.describe('languages', () => {
  test('a German address is German in the server’s HTML, with hreflang alternates and a canonical of its own', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/de/shop')).text()
    expect(html).toMatch(/<html[^>]* lang="de"/)
    expect(html).toMatch(/<html[^>]* dir="ltr"/)
    await page.goto('/de/about')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(new SiteShell(page).footer()).toContainText('Informationen')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/about$/)
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/about$/)
    await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute('href', /\/ja\/about$/)
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(19)
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'de_DE')
    // The site's own links keep the language.
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/de\//,
    )
  })

  test('Arabic is right to left in the server’s HTML and the header is mirrored', async ({ page, request }) => {
    expect(await (await request.get('/ar')).text()).toMatch(/<html[^>]* dir="rtl"/)
    await page.goto('/ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const logo = await new SiteShell(page).logo().boundingBox()
    const theme = await new SiteShell(page).themeToggle().boundingBox()
    expect(logo && theme && logo.x > theme.x).toBe(true)
  })

  test('the picker opens the same page in another language and is remembered at /', async ({ page }) => {
    await page.goto('/about?from=test')
    await page.getByTestId('language-picker').getByRole('combobox').first().selectOption('ja')
    await expect(page).toHaveURL(/\/ja\/about\?from=test$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    await page.goto('/')
    await expect(page).toHaveURL(/\/ja$/)
    await page.getByTestId('language-picker').getByRole('combobox').first().selectOption('en')
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await page.goto('/')
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test.describe('a German browser', () => {
    test.use({ locale: 'de-DE' })

    test('gets a suggestion in German, never a redirect, and no suggestion once it says no', async ({ page }) => {
      const response = await page.goto('/about')
      expect(response?.status()).toBe(200)
      expect(new URL(response!.url()).pathname).toBe('/about')
      const suggestion = page.getByTestId('language-suggestion')
      await expect(suggestion).toBeVisible()
      await expect(suggestion).toHaveAttribute('lang', 'de')
      await expect(suggestion).toContainText('Deutsch')
      await expect(page).toHaveURL(/\/about$/)
      await page.getByTestId('language-suggestion-dismiss').click()
      await expect(suggestion).toBeHidden()
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByTestId('language-suggestion')).toBeHidden()
    })

    test('the suggestion pushes nothing down: it lies over the foot of the window', async ({ page }) => {
      await page.goto('/about')
      const suggestion = page.getByTestId('language-suggestion')
      await expect(suggestion).toBeVisible()
      const box = (await suggestion.boundingBox())!
      expect(Math.round(box.y + box.height)).toBe(page.viewportSize()!.height)
      // Nothing between the header and the page: the note, shown after the first paint, takes no
      // room in it (inserted there, it moved the whole page down by its own height).
      const header = (await page.getByRole('banner').boundingBox())!
      const main = (await page.locator('main#content').boundingBox())!
      expect(Math.round(main.y)).toBe(Math.round(header.y + header.height))
    })

    test('is not offered the language the page is already in', async ({ page }) => {
      await page.goto('/de/about')
      await expect(new SiteShell(page).footer()).toBeVisible()
      await page.waitForTimeout(500)
      await expect(page.getByTestId('language-suggestion')).toHaveCount(0)
    })
  })

  test('an unknown language prefix is the not-found screen with 404, and /en and /home lead to the one address', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/xx/shop')
    expect(response?.status()).toBe(404)
    await expect(new SiteShell(page).notFound()).toBeVisible()
    for (const [from, to] of [
      ['/en/shop', '/shop'],
      ['/en', '/'],
      ['/de/home', '/de'],
    ]) {
      const answer = await request.get(from, { maxRedirects: 0 })
      expect(answer.status(), from).toBe(308)
      expect(answer.headers().location, from).toBe(to)
    }
  })
})
