import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { seedArticles } from '../../src/seed/stories-content'
import { drawnLefts, increasing } from './helpers/reading-order'
import { untilItAnswers } from './helpers/until-it-answers'
import { editorOf, makeProduct, signInToStudio, studioAuth, watchStudioServer } from './pages/studio'

/** The demo site's words in a language, as the seed writes them. */
type SiteWords = {
  navigation: Record<string, string>
  pages: Record<string, { title: string; meta_description: string }>
  widgets: Record<string, string>
}
const siteWords = (locale: string) =>
  JSON.parse(readFileSync(`src/seed/translations/site/${locale}.json`, 'utf8')) as SiteWords
const ja = siteWords('ja')
const ar = siteWords('ar')

const stories = JSON.parse(readFileSync('src/seed/translations/stories/de.json', 'utf8')) as Record<string, string>
const arForm = JSON.parse(readFileSync('src/seed/translations/forms/ar.json', 'utf8')) as Record<string, string>
const captionsJa = (
  JSON.parse(readFileSync('src/seed/translations/captions.json', 'utf8')) as Record<string, Record<string, string>>
).ja
const shopJa = JSON.parse(readFileSync('src/seed/translations/shop/ja.json', 'utf8')) as {
  products: Record<string, { name: string }>
}
const newestArticle = [...seedArticles].sort((a, b) => b.publish.localeCompare(a.publish))[0]

/**
 * Words on the page marked as English. A picture's description is written once, in English (the
 * artist's pictures are the same in every language), and its `<img>` says so: not counted here.
 */
const WORDS_IN_ENGLISH = ':not(img)[lang="en"]'

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`

test.describe('the artist’s words in the visitor’s language', () => {
  // The back-office remembers the language she last edited in, per account: the studio's other
  // tests edit in English, so the account is handed back in English however a test ended.
  test.afterEach(async ({ page }) => {
    await page.goto('/admin?locale=en')
  })

  test('she translates a story in the back-office and the German page shows it within two seconds', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000)
    const id = stamp()
    const piece = await makeProduct(request, {
      name: `Harbour ${id}`,
      slug: `harbour-${id}`,
      content: '<p>Boats at dawn.</p>',
    })
    // A save drops the pages again two seconds later (renders begun before it): pages cached
    // from now on stay cached until the next save.
    await page.waitForTimeout(2_500)
    // A German visitor has seen the page before she translates it: what follows measures the
    // translation reaching a page already served (and cached), not the server's first product page.
    await page.goto(`/de/product/harbour-${id}`)
    await expect(page.getByTestId('product').locator('.prose-atelier').first()).toHaveText('Boats at dawn.')
    // The English and French pages are cached too: a German translation leaves them cached.
    const cache = async (path: string) => (await request.get(path)).headers()['x-nextjs-cache']
    for (const path of [`/product/harbour-${id}`, `/fr/product/harbour-${id}`]) {
      await expect.poll(() => cache(path)).toBe('HIT')
    }
    await signInToStudio(page)
    await page.goto(`/admin/collections/products/${piece.id}?locale=de`)
    const server = watchStudioServer(page)
    const editor = editorOf(page, 'content_rich')
    await editor.click()
    await page.keyboard.press('Control+a')
    await page.keyboard.type('Boote im Morgengrauen.')
    // The editor hands its text to the form when the browser is next idle: publish until what is sent holds it.
    let published = 0
    await expect(async () => {
      await server.quiet()
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'PATCH' && /\/api\/products\/\d+.*locale=de/.test(r.url()),
      )
      await page.getByRole('button', { name: 'Publish changes' }).click()
      const response = await saved
      expect(response.ok()).toBe(true)
      expect(response.request().postData() ?? '').toContain('Boote im Morgengrauen.')
      published = Date.now()
    }).toPass({ timeout: 30_000 })

    // Within two seconds of the save, the German page tells the story in German; the name, not
    // translated, is shown in English and marked as English.
    await expect(async () => {
      await page.goto(`/de/product/harbour-${id}`)
      await expect(page.getByTestId('product').locator('.prose-atelier').first()).toHaveText('Boote im Morgengrauen.', {
        timeout: 500,
      })
    }).toPass({ timeout: 2_000 })
    expect(Date.now() - published).toBeLessThan(4_000)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Harbour ${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en')
    await expect(page.getByTestId('product').locator('.prose-atelier').first()).not.toHaveAttribute('lang', 'en')

    // The English and French pages are as they were, still served from the cache (rendered again
    // they would answer MISS), also after the drop a save repeats two seconds later.
    await page.waitForTimeout(2_500)
    for (const path of [`/product/harbour-${id}`, `/fr/product/harbour-${id}`]) expect(await cache(path)).toBe('HIT')
    await page.goto(`/product/harbour-${id}`)
    await expect(page.getByTestId('product').locator('.prose-atelier').first()).toHaveText('Boats at dawn.')

    // The studio's first screen lists the painting under German for its name, the story being
    // translated; under French for both. Its link opens the painting in German.
    await page.goto('/admin')
    const german = page.getByTestId('translations-de')
    await german.locator('summary').click()
    const entry = german.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Harbour ${id}` }) })
    await expect(entry).toContainText('Product: name')
    await expect(entry).not.toContainText('content')
    const french = page.getByTestId('translations-fr')
    await french.locator('summary').click()
    await expect(
      french.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Harbour ${id}` }) }),
    ).toContainText('name, content')
    await entry.getByRole('link', { name: `Harbour ${id}` }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/products/${piece.id}\\?locale=de`))
  })

  test('a Japanese visitor reads the home page, its title and every link of the header and the footer in Japanese', async ({
    page,
  }) => {
    await page.goto('/ja')
    await expect(page).toHaveTitle(new RegExp(ja.pages.home.title))
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', ja.pages.home.meta_description)
    // The page's own widgets: the welcome, the shop's heading, the quote, the collectors; none left in English.
    const home = page.getByTestId('page')
    for (const english of ['Light, water and a lot of paper', 'Recent works', 'From collectors', 'Visit the shop'])
      await expect(home.getByText(ja.widgets[english], { exact: true }).first()).toBeVisible()
    await expect(home.getByText('Recent works', { exact: true })).toHaveCount(0)
    // No widget is in English (a painting another test adds to the shop's row may be).
    await expect(home.locator('[data-widget][lang="en"]')).toHaveCount(0)
    const main = page.locator('header nav').first()
    await expect(main.getByRole('link', { name: ja.navigation.Shop })).toHaveAttribute('href', '/ja/shop')
    await expect(main.getByRole('link', { name: ja.navigation.Contact })).toBeVisible()
    // No link is left in English (the language pickers name English in English, as they should).
    await expect(page.locator('header a[lang="en"], footer a[lang="en"]')).toHaveCount(0)
    await expect(page.locator('header a, footer a').first()).toBeVisible()
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: ja.navigation.FAQ })).toHaveAttribute('href', '/ja/faq')
    await footer.getByRole('link', { name: ja.navigation['Shipping and returns'] }).click()
    await expect(page).toHaveURL(/\/ja\/shipping-and-returns$/)
    await expect(page).toHaveTitle(new RegExp(ja.pages['shipping-and-returns'].title))
  })

  test('a widget partly translated into German says which of its words are still English', async ({
    page,
    request,
  }) => {
    const headers = await studioAuth(request)
    const slug = `visit-${stamp()}`
    const made = await request.post('/api/pages', {
      headers,
      data: {
        name: 'Visit',
        slug,
        _status: 'published',
        rows: [
          {
            blockType: 'row',
            row_type: 'plain',
            blocks: [
              {
                blockType: 'column',
                width: 12,
                widgets: [
                  {
                    blockType: 'callToAction',
                    heading: 'Visit the studio',
                    sub_heading: 'By appointment, most weekdays.',
                    button: { text: 'Book a visit', url: '/contact' },
                  },
                ],
              },
            ],
          },
          {
            blockType: 'row',
            row_type: 'tabs',
            blocks: [
              {
                blockType: 'column',
                width: 12,
                title: 'Opening hours',
                widgets: [{ blockType: 'heading', text: 'Weekdays, ten to four', level: 'h2' }],
              },
            ],
          },
        ],
      },
    })
    expect(made.ok()).toBe(true)
    type Widget = Record<string, unknown> & { button: Record<string, unknown> }
    const { doc } = (await made.json()) as { doc: { id: number; rows: { blocks: { widgets: Widget[] }[] }[] } }
    // In German she writes the heading only.
    const rows = structuredClone(doc.rows)
    const action = rows[0].blocks[0].widgets[0]
    action.heading = 'Besuchen Sie das Atelier'
    delete action.sub_heading
    delete action.button.text
    // The tab keeps its English title; its heading is translated.
    const tab = (rows as unknown as { blocks: Record<string, unknown>[] }[])[1].blocks[0]
    delete tab.title
    ;(tab.widgets as Record<string, unknown>[])[0].text = 'Werktags von zehn bis vier'
    const translated = await request.patch(`/api/pages/${doc.id}?locale=de`, { headers, data: { rows } })
    expect(translated.ok()).toBe(true)

    await page.goto(`/de/${slug}`)
    const widget = page.locator('[data-widget="callToAction"]')
    await expect(widget.getByRole('heading', { name: 'Besuchen Sie das Atelier' })).not.toHaveAttribute('lang', 'en')
    await expect(widget.getByText('By appointment, most weekdays.')).toHaveAttribute('lang', 'en')
    await expect(widget.getByRole('link', { name: 'Book a visit' })).toHaveAttribute('lang', 'en')
    await expect(widget).not.toHaveAttribute('lang', 'en')
    await expect(page.getByRole('tab', { name: 'Opening hours' })).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { name: 'Werktags von zehn bis vier' })).not.toHaveAttribute('lang', 'en')
    // In English nothing is marked.
    await page.goto(`/${slug}`)
    await expect(page.locator(`[data-widget="callToAction"] ${WORDS_IN_ENGLISH}`)).toHaveCount(0)
  })

  test('her stories read in German, and a question she has not answered in German says its answer is English', async ({
    page,
    request,
  }) => {
    // The demo's blog and feed: every card and post in German, nothing marked English.
    await page.goto('/de/blog')
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards.first().getByRole('heading')).toHaveText(stories[newestArticle.name])
    await expect(page.getByRole('main').locator(WORDS_IN_ENGLISH)).toHaveCount(0)
    await page.goto('/de/feed')
    await expect(page.getByTestId('post').first()).toBeVisible()
    await expect(page.getByRole('main').locator(WORDS_IN_ENGLISH)).toHaveCount(0)

    const headers = await studioAuth(request)
    const slug = `framing-${stamp()}`
    const group = await request.post('/api/groups', { headers, data: { name: 'Framing', slug, model: 'faq' } })
    expect(group.ok()).toBe(true)
    const groupId = ((await group.json()) as { doc: { id: number } }).doc.id
    const faq = await request.post('/api/faqs', {
      headers,
      data: { name: 'Do you frame in oak?', content: '<p>Yes, in Tasmanian oak.</p>', group: groupId },
    })
    expect(faq.ok()).toBe(true)
    const faqId = ((await faq.json()) as { doc: { id: number } }).doc.id
    // In German she writes the question only.
    const translated = await request.patch(`/api/faqs/${faqId}?locale=de`, {
      headers,
      data: { name: 'Rahmen Sie in Eiche?' },
    })
    expect(translated.ok()).toBe(true)
    const made = await request.post('/api/pages', {
      headers,
      data: {
        name: 'Framing',
        slug,
        _status: 'published',
        rows: [
          {
            blockType: 'row',
            row_type: 'plain',
            blocks: [{ blockType: 'column', width: 12, widgets: [{ blockType: 'faq', group: groupId }] }],
          },
        ],
      },
    })
    expect(made.ok()).toBe(true)

    await page.goto(`/de/${slug}`)
    const question = page.getByRole('button', { name: 'Rahmen Sie in Eiche?' })
    await untilItAnswers(
      () => question.click(),
      () => expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 }),
    )
    await expect(question.locator(WORDS_IN_ENGLISH)).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Rahmen Sie in Eiche?' })).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('region', { name: 'Rahmen Sie in Eiche?' })).toHaveText('Yes, in Tasmanian oak.')
  })

  test('the demo shop reads as one language in Japanese and in Arabic, mirrored', async ({ page }) => {
    await page.goto('/ja/shop')
    await expect(page.getByTestId('shop-tile').first()).toContainText('紙の原画')
    await expect(page.locator(`[data-testid="shop-tiles"] ${WORDS_IN_ENGLISH}`)).toHaveCount(0)
    await page.goto('/ar/product/cottesloe-morning')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).not.toHaveText('Cottesloe Morning')
    await expect(heading).not.toHaveAttribute('lang', 'en')
    await expect(page.getByTestId('product').locator(WORDS_IN_ENGLISH)).toHaveCount(0)
    // A page of widgets too: the contact page's heading and text are Arabic, laid out right to left.
    await page.goto('/ar/contact')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByTestId('page').getByRole('heading', { level: 1 })).toHaveText(ar.widgets.Contact)
    await expect(page.getByTestId('page').locator(WORDS_IN_ENGLISH)).toHaveCount(0)
    // Its form asks in Arabic: every label, the choices and the button.
    const form = page.getByTestId('form')
    await expect(form.getByLabel(arForm['Your name'])).toBeVisible()
    await expect(form.getByRole('combobox', { name: arForm['What is it about?'] })).toContainText(
      arForm['A commission'],
    )
    await expect(form.getByTestId('form-submit')).toHaveText(arForm['Send message'])
    // Numbers inside Arabic sentences read as written: the phone, and on the invoice page the account.
    const body = page.getByTestId('page')
    expect(increasing(await drawnLefts(body, '+61 8 9335 0142'))).toBe(true)
    await page.goto('/ar/pay-now')
    expect(increasing(await drawnLefts(page.getByTestId('page'), '5512 8830'))).toBe(true)
  })

  test('the demo’s galleries and voucher designs read in Japanese', async ({ page }) => {
    await page.goto('/ja/gallery')
    const slider = page.getByTestId('gallery-slider')
    await expect(slider).toContainText(shopJa.products['cottesloe-morning'].name)
    await expect(slider).toContainText(captionsJa['See it in the shop'])
    await expect(page.getByTestId('page').locator(WORDS_IN_ENGLISH)).toHaveCount(0)
    // A painting's picture keeps its English description, and says it is English.
    const picture = slider.getByRole('img', { name: 'Cottesloe Morning, watercolour on paper' })
    await expect(picture.first()).toHaveAttribute('lang', 'en')
    await page.goto('/ja/gift-vouchers')
    await expect(page.getByTestId('voucher-theme').first()).toContainText(captionsJa['Coast at dawn'])
    await expect(page.getByTestId('page').locator(WORDS_IN_ENGLISH)).toHaveCount(0)
  })
})
