import { expect, test } from '@playwright/test'

import { LOCALES } from '../../src/i18n/locales'
import { localizedPath } from '../../src/i18n/localized-path'

import { SiteShell } from './pages/site-shell'

test.describe('site shell', () => {
  test('shows the studio in header and footer, with language and title set', async ({ page }) => {
    const errors: string[] = []
    page.on(
      'console',
      (message) =>
        message.type() === 'error' && !message.location().url.includes('_rsc=') && errors.push(message.text()),
    )
    page.on('pageerror', (error) => errors.push(error.message))
    // Next prefetches linked pages (`_rsc`); sections of later areas answer 404 until they exist.
    page.on(
      'response',
      (response) =>
        response.status() >= 400 &&
        !response.url().includes('_rsc=') &&
        errors.push(`${response.status()} ${response.url()}`),
    )
    await page.goto('/')
    const shell = new SiteShell(page)
    await shell.expectLoaded()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page).toHaveTitle(/Isla Moreton Watercolours/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Western Australian coast/)
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' })).toHaveAttribute(
      'href',
      '/shop',
    )
    const footer = shell.footer()
    await expect(footer).toContainText('Isla Moreton Art Pty Ltd')
    await expect(footer).toContainText('ABN 51 824 753 281')
    await expect(footer).toContainText('Fremantle WA 6160')
    await expect(footer.getByRole('link', { name: 'studio@atelier.test' })).toHaveAttribute(
      'href',
      'mailto:studio@atelier.test',
    )
    await expect(footer.getByRole('link', { name: '+61 8 9335 0142' })).toHaveAttribute('href', 'tel:+61893350142')
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank')
    expect(errors).toEqual([])
  })

  test('loads the main image at once, as AVIF, sized to the screen', async ({ page }) => {
    await page.goto('/')
    const hero = page.locator('main picture img').first()
    await expect(hero).toHaveAttribute('loading', 'eager')
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    await expect(hero).toHaveAttribute('width', /\d+/)
    await expect(hero).toHaveAttribute('height', /\d+/)
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    const source = await hero.evaluate((img: HTMLImageElement) => img.currentSrc)
    expect(source).toMatch(/\/assets\/i\/[0-9a-f]{32}\/16x9\/\d+\.avif$/)
    const response = await page.request.get(source)
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  test('follows a dark system setting and remembers the visitor’s own choice', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' })
    const page = await context.newPage()
    await page.goto('/')
    const shell = new SiteShell(page)
    expect(await shell.isDark()).toBe(true)
    await shell.themeToggle().click()
    expect(await shell.isDark()).toBe(false)
    await page.reload()
    expect(await shell.isDark()).toBe(false)
    await context.close()
  })

  test('offers a way back to the top once the visitor scrolls down @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 500 })
    await page.goto('/')
    const shell = new SiteShell(page)
    await expect(shell.backToTop()).toBeHidden()
    // A wheel turned while the page is still settling may not scroll it: turn it again until it has.
    await expect(async () => {
      await page.mouse.wheel(0, 400)
      await expect(shell.backToTop()).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 10_000 })
    await shell.backToTop().click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(shell.backToTop()).toBeHidden()
  })

  test('shows progress while following a link, and starts the new page at the top', async ({ page }) => {
    await page.goto('/')
    const shell = new SiteShell(page)
    const states = await shell.recordProgress()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect.poll(states).toContain('loading')
    await expect(shell.progress()).toHaveAttribute('data-state', 'idle')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('opens and closes the menu on a phone @mobile', async ({ page }) => {
    await page.goto('/')
    const shell = new SiteShell(page)
    const menu = page.locator('#mobile-menu')
    await expect(menu).toBeHidden()
    await shell.menuToggle().click()
    await expect(menu).toBeVisible()
    await menu.getByRole('link', { name: 'Contact' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(menu).toBeHidden()
  })

  test('the phone menu keeps the focus while open, closes on Escape and gives the focus back @mobile', async ({
    page,
  }) => {
    await page.goto('/')
    const toggle = new SiteShell(page).menuToggle()
    const menu = page.locator('#mobile-menu')
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    const stops = (await menu.locator('a[href], select').count()) + 1
    // Round the menu once and a bit: the focus never leaves the button and the menu.
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press('Tab')
      expect(
        await page.evaluate(
          () =>
            document.activeElement?.closest('#mobile-menu') !== null ||
            document.activeElement?.getAttribute('data-testid') === 'menu-toggle',
        ),
      ).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
  })
})

test.describe('not found', () => {
  test('a missing page answers 404 and points to the menu', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    const screen = new SiteShell(page).notFound()
    await expect(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(screen).toContainText(
      "Sorry, we couldn't find the page you were looking for! Please try a link in the menu to get back on track.",
    )
    await expect(screen.getByRole('link', { name: 'Take me home' })).toHaveCount(0)
  })

  test('a missing item answers 404 and offers the way home', async ({ page }) => {
    const response = await page.goto('/shop/no-such-group')
    expect(response?.status()).toBe(404)
    const screen = new SiteShell(page).notFound()
    await expect(screen).toContainText('Please visit our homepage to get where you need to go.')
    await screen.getByRole('link', { name: 'Take me home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('a path that climbs out of the site is refused', async ({ request }) => {
    const response = await request.get('/assets/i/..%2F..%2Fdata/1x1/100.jpg')
    expect(response.status()).toBe(400)
  })
})

test('the cms page leads to the back-office sign-in', async ({ page }) => {
  await page.goto('/cms')
  await expect(page).toHaveURL(/\/admin/)
  await expect(page.locator('input[name="email"]')).toBeVisible()
})

test('pages carry the security headers', async ({ request }) => {
  const response = await request.get('/')
  const headers = response.headers()
  expect(headers['content-security-policy']).toContain("object-src 'none'")
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  // Asking for a critical client hint would make Chrome load every first visit twice; only the
  // back-office asks, for its theme.
  expect(headers['critical-ch']).toBeUndefined()
  expect(headers['accept-ch']).toBeUndefined()
  const admin = (await request.get('/admin/login')).headers()
  expect(admin['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test('a page fetches the font files its own text needs, and none for the language list', async ({ browser }) => {
  const fontsOf = async (path: string) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const fonts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname.split('/').pop()!)
    })
    await page.goto(path)
    await page.evaluate(() => document.fonts.ready)
    await context.close()
    return fonts
  }
  const english = await fontsOf('/')
  expect(english.some((file) => file.startsWith('inter-latin-wght'))).toBe(true)
  expect(english.filter((file) => /cyrillic|vietnamese|latin-ext/.test(file))).toEqual([])
  // A Russian page writes in Cyrillic, and gets its file.
  expect((await fontsOf('/ru')).some((file) => file.startsWith('inter-cyrillic-wght'))).toBe(true)
})

test('shows the dark logo in dark mode and the light one otherwise', async ({ browser }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme })
    const page = await context.newPage()
    await page.goto('/')
    const visible = page.getByTestId('site-logo').locator('img:visible')
    await expect(visible).toHaveCount(1)
    await expect.poll(() => visible.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/assets\/i\//)
    const dark = await visible.evaluate((img) => img.closest('span')?.className.includes('dark:inline') ?? false)
    expect(dark).toBe(colorScheme === 'dark')
    await context.close()
  }
})

test('the header holds the studio’s name, its links and its buttons apart in every language, at the narrowest screen showing the links', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const crowded: string[] = []
  for (const locale of LOCALES) {
    // The header's size is its text's: the fonts, not the page's pictures, are awaited.
    await page.goto(localizedPath(locale, '/'), { waitUntil: 'domcontentloaded' })
    await page.evaluate(() => document.fonts.ready)
    // How far the name runs into the links (past the gap between them), and the row past its edges.
    const { overlap, overflow } = await page.evaluate(() => {
      const row = document.querySelector('header .container-page')!
      const items = [...row.children].map((item) => item.getBoundingClientRect())
      const [brand, nav] = items
      const name = document.querySelector('[data-testid=site-logo] .font-display')!.getBoundingClientRect()
      const edges = row.getBoundingClientRect()
      const rtl = document.dir === 'rtl'
      return {
        overlap: Math.max(
          rtl ? nav.right - name.left : name.right - nav.left,
          rtl ? nav.right - brand.left : brand.right - nav.left,
        ),
        overflow: Math.max(
          edges.left - Math.min(...items.map((i) => i.left)),
          Math.max(...items.map((i) => i.right)) - edges.right,
        ),
      }
    })
    if (overlap > 0 || overflow > 0)
      crowded.push(
        `${locale}: name ${Math.round(overlap)} px into the links, row ${Math.round(overflow)} px past its edge`,
      )
  }
  await context.close()
  expect(crowded).toEqual([])
})
