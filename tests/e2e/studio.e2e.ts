import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'

import { slugFromName } from '../../src/content/slug'
import { editorOf, makeProduct, placeOrder, signInToStudio, studioAuth, watchStudioServer } from './pages/studio'

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`

/** Publishes the open document and waits until the back-office has stored it: what it sent. */
async function publish(page: Page) {
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && /\/api\/products\/\d+/.test(r.url()))
  await page.getByRole('button', { name: 'Publish changes' }).click()
  const response = await saved
  expect(response.ok()).toBe(true)
  return response.request().postData() ?? ''
}

test.describe('the studio writes rich text', () => {
  // Seen in full runs: the story stored its link as a custom link to "https://" although the
  // drawer had saved the internal one; the publish had come before the editor handed its text to
  // the form (the story now publishes until what it stores holds the link). Should the back-office
  // still lose a choice on a busy machine, a second run of the whole story must pass.
  test.describe.configure({ retries: 1 })
  test('a story with bold, a list and a link to another product shows as HTML on the product page', async ({
    page,
    request,
  }) => {
    // The back-office's editor is the slowest screen of the suite on a busy machine.
    test.setTimeout(60_000)
    const id = stamp()
    await makeProduct(request, { name: `Companion ${id}`, slug: `companion-${id}` })
    const piece = await makeProduct(request, { name: `Story ${id}`, slug: `story-${id}` })
    await signInToStudio(page)
    await page.goto(`/admin/collections/products/${piece.id}`)
    const server = watchStudioServer(page)
    const editor = editorOf(page, 'content_rich')
    await editor.click()
    await page.keyboard.press('Control+a')
    await page.keyboard.type('Painted at dawn, then ')
    await page.keyboard.press('Control+b')
    await page.keyboard.type('finished by the harbour')
    await page.keyboard.press('Control+b')
    await page.keyboard.press('Enter')
    await page.keyboard.type('- Watercolour')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Cotton rag')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.keyboard.type('its companion')
    await page.keyboard.press('Shift+Home')
    const drawer = page.getByRole('dialog').last()
    // A click that lands before the editor has taken the selection opens nothing: press it again,
    // but only while no drawer is open (a second press behind a slow drawer would open another).
    await expect(async () => {
      if ((await page.getByRole('dialog').count()) === 0)
        await page.locator('.fixed-toolbar .toolbar-popup__button-link').click({ timeout: 2_000 })
      await expect(drawer.getByText('Internal Link', { exact: true })).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 20_000 })
    // The drawer's form takes its state from the server: a choice made before it has would be
    // reset to a custom link to "https://". It has arrived once the selected text is in it.
    await expect(drawer.getByRole('textbox').first()).toHaveValue('its companion')
    await server.quiet()
    await drawer.getByText('Internal Link', { exact: true }).click()
    await expect(drawer.getByRole('radio', { name: 'Internal Link' })).toBeChecked()
    await server.quiet()
    await drawer.locator('.rs__control').first().click()
    await page.keyboard.type(`Companion ${id}`)
    await page
      .locator('.rs__option')
      .filter({ hasText: `Companion ${id}` })
      .first()
      .click()
    await expect(drawer.locator('.rs__single-value')).toContainText(`Companion ${id}`)
    // Every answer the drawer asked for has arrived, and the choice is still what was chosen.
    await server.quiet()
    await expect(drawer.getByRole('radio', { name: 'Internal Link' })).toBeChecked()
    await expect(drawer.locator('.rs__single-value')).toContainText(`Companion ${id}`)
    // The first press can land while the chosen document is still being taken: press until it closes.
    await expect(async () => {
      if (await drawer.isVisible()) await drawer.getByRole('button', { name: 'Save changes' }).click({ timeout: 2_000 })
      await expect(drawer).toBeHidden({ timeout: 5_000 })
    }).toPass({ timeout: 20_000 })
    // The editor holds the link, to the document, before it is published with it.
    await expect(editor.locator('a', { hasText: 'its companion' })).toBeVisible()
    await expect(editor.locator('a', { hasText: 'its companion' })).not.toHaveAttribute('href', 'https://')
    // The editor hands its text to the form when the browser is next idle (Payload waits up to half
    // a second, longer on a busy machine): a publish before then stores the text as it was. An
    // artist is never that quick; the test publishes again until what it stored holds the link.
    await expect(async () => {
      await server.quiet()
      expect(await publish(page)).toContain('"linkType":"internal"')
    }).toPass({ timeout: 30_000 })

    await page.goto(`/product/story-${id}`)
    const story = page.getByTestId('product').locator('.prose-atelier').first()
    await expect(story.locator('strong')).toHaveText('finished by the harbour')
    await expect(story.locator('ul > li')).toHaveText(['Watercolour', 'Cotton rag'])
    await expect(story.locator('a', { hasText: 'its companion' })).toHaveAttribute('href', `/product/companion-${id}`)
    // The text is shown as markup, never as tags.
    await expect(story).not.toContainText('<strong>')
  })

  test('a script pasted into a story never runs on the page', async ({ page, request }) => {
    const id = stamp()
    const piece = await makeProduct(request, { name: `Pasted ${id}`, slug: `pasted-${id}` })
    await signInToStudio(page)
    await page.goto(`/admin/collections/products/${piece.id}`)
    const editor = editorOf(page, 'content_rich')
    const paste = async (html: string) => {
      await editor.click()
      await page.keyboard.press('Control+a')
      await editor.evaluate((element, markup) => {
        const pasted = new DataTransfer()
        pasted.setData('text/html', markup)
        pasted.setData('text/plain', markup.replace(/<[^>]*>/g, ''))
        element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: pasted, bubbles: true, cancelable: true }))
      }, html)
    }

    // A javascript: link is refused by the editor when the story is saved.
    await paste('<p>Then <a href="javascript:window.__pasted = 3">run me</a></p>')
    const refused = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/api/products/'))
    await page.getByRole('button', { name: 'Publish changes' }).click()
    // Refused with the editor's reason (its toast comes and goes with the back-office's timing).
    const refusal = await refused
    expect(refusal.ok()).toBe(false)
    expect(await refusal.text()).toMatch(/link node failed to validate/)

    // Scripts and event attributes are dropped from what is saved and shown.
    await paste(
      '<p onclick="window.__pasted = 1">Safe words</p><script>window.__pasted = 2</script><p><a href="https://example.org/" onclick="window.__pasted = 3">a link</a> <span onmouseover="window.__pasted = 4">and here</span></p>',
    )
    await expect(editor).toContainText('Safe words')
    await publish(page)

    await page.goto(`/product/pasted-${id}`)
    const story = page.getByTestId('product').locator('.prose-atelier').first()
    await expect(story).toContainText('Safe words')
    await expect(story.locator('a[href="https://example.org/"]')).toHaveText('a link')
    await expect(story.locator('script, [onclick], [onmouseover], [href^="javascript:"]')).toHaveCount(0)
    await story.getByText('Safe words').click()
    await story.getByText('and here').hover()
    expect(await page.evaluate(() => (window as { __pasted?: number }).__pasted)).toBeUndefined()
  })
})

test.describe('the studio previews before publishing', () => {
  test('a draft change is seen in the preview and not on the site until it is published', async ({
    page,
    request,
    browser,
  }) => {
    const id = stamp()
    const piece = await makeProduct(request, { name: `Before ${id}`, slug: `preview-${id}` })
    await signInToStudio(page)
    await page.goto(`/admin/collections/products/${piece.id}`)
    await page.fill('#field-name', `After ${id}`)
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('draft=true'))
    await page.getByRole('button', { name: 'Save Draft' }).click()
    expect((await saved).ok()).toBe(true)

    // The live preview beside the editor shows the draft.
    await page.getByRole('button', { name: /live preview/i }).click()
    const frame = page.frameLocator(`iframe[src*="/preview/products/${piece.id}"]`)
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`After ${id}`)
    await expect(frame.getByTestId('preview-notice')).toBeVisible()

    // A visitor still sees the published product, and no preview.
    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    await visitorPage.goto(`/product/preview-${id}`)
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(`Before ${id}`)
    expect((await visitorPage.goto(`/preview/products/${piece.id}`))?.status()).toBe(404)

    await page.getByRole('button', { name: /live preview/i }).click()
    await publish(page)
    await visitorPage.goto(`/product/preview-${id}`)
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(`After ${id}`)
    await visitor.close()
  })
})

test.describe('the studio previews articles and episodes', () => {
  test('a draft article and an episode are seen in their previews, by the studio only, with "View on site"', async ({
    page,
    request,
    browser,
  }) => {
    const id = stamp()
    const auth = await studioAuth(request)
    const made = await request.post('/api/articles?draft=true', {
      headers: auth,
      data: {
        name: `Draft story ${id}`,
        slug: `draft-story-${id}`,
        author: 'Isla Moreton',
        content: '<p>Not yet for visitors.</p>',
        publish_time: new Date().toISOString(),
        _status: 'draft',
      },
    })
    expect(made.status()).toBe(201)
    const article = ((await made.json()) as { doc: { id: number } }).doc
    const episodes = (await (await request.get('/api/podcast-episodes?limit=1', { headers: auth })).json()) as {
      docs: { id: number; name: string; url: string }[]
    }
    const episode = episodes.docs[0]

    // Its German name, written as a draft too.
    const german = await request.patch(`/api/articles/${article.id}?draft=true&locale=de`, {
      headers: auth,
      data: { name: `Entwurf ${id}` },
    })
    expect(german.ok()).toBe(true)

    await signInToStudio(page)
    await page.goto(`/preview/articles/${article.id}`)
    await expect(page.getByTestId('article-name')).toHaveText(`Draft story ${id}`)
    await expect(page.getByTestId('preview-notice')).toBeVisible()
    // Previewed in German: the German draft, the untranslated story marked English.
    await page.goto(`/de/preview/articles/${article.id}`)
    await expect(page.getByTestId('article-name')).toHaveText(`Entwurf ${id}`)
    await expect(page.locator('[lang="en"]', { hasText: 'Not yet for visitors.' }).last()).toBeVisible()
    await page.goto(`/preview/podcast-episodes/${episode.id}`)
    await expect(page.getByTestId('episode-name')).toHaveText(episode.name)
    await page.goto(`/admin/collections/podcast-episodes/${episode.id}`)
    await expect(page.getByTestId('view-on-site')).toHaveAttribute('href', `/listen/${episode.url}`)

    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    expect((await visitorPage.goto(`/preview/articles/${article.id}`))?.status()).toBe(404)
    expect((await visitorPage.goto(`/article/draft-story-${id}`))?.status()).toBe(404)
    await visitor.close()
  })
})

test.describe('the studio’s first screen', () => {
  test('shows a held original and an order to send, each a link to its list', async ({ page, request }) => {
    const id = stamp()
    const held = await makeProduct(request, { name: `Held ${id}`, slug: `held-${id}`, original: true })
    const sold = await makeProduct(request, { name: `Sold ${id}`, slug: `sold-${id}`, original: true })
    await placeOrder(request, `held-${id}@studio.test`, held.sku, false)
    const paidOrder = await placeOrder(request, `sold-${id}@studio.test`, sold.sku, true)

    await signInToStudio(page)
    const heldTile = page.getByTestId('attention-held')
    await expect(heldTile).not.toHaveAttribute('data-count', '0')
    await expect(page.getByRole('link', { name: `Held ${id}` })).toBeVisible()
    const sendTile = page.getByTestId('attention-to-send')
    await expect(sendTile).not.toHaveAttribute('data-count', '0')

    await sendTile.click()
    await page.waitForURL(/\/admin\/collections\/orders\?/)
    await expect(page.locator(`tr[data-id="${paidOrder}"]`)).toBeVisible()

    await page.goto('/admin')
    await page.getByTestId('attention-held').click()
    await page.waitForURL(/\/admin\/collections\/orders\?/)
    await expect(page.locator('tbody tr').first()).toBeVisible()
    await expect(page.locator(`tr[data-id="${paidOrder}"]`)).toHaveCount(0)
  })
})

test.describe('a new painting', () => {
  test('its address follows its name until she writes her own', async ({ page }) => {
    await signInToStudio(page)
    await page.goto('/admin/collections/products/create')
    const name = page.locator('#field-name')
    const slug = page.locator('#field-slug')
    await name.fill('Café à l’aube')
    await expect(slug).toHaveValue('cafe-a-l-aube')
    await name.fill('Café à l’aube, Fremantle')
    await expect(slug).toHaveValue('cafe-a-l-aube-fremantle')
    await slug.fill('dawn-cafe')
    await name.fill('Café at dawn')
    await expect(slug).toHaveValue('dawn-cafe')
  })

  test('a one-of-a-kind painting in one sitting: refused without a picture, then published and in the shop', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const id = stamp()
    const name = `Lake Clifton, morning ${id}`
    await signInToStudio(page)
    await page.goto('/admin/collections/products/create')
    const server = watchStudioServer(page)
    await page.locator('#field-name').fill(name)
    await page.locator('#field-price').fill('1250')
    await page.locator('#field-stock').fill('1')
    await expect(page.getByRole('checkbox', { name: /One of a kind/ })).toBeChecked()
    await server.quiet()
    await page.getByRole('button', { name: 'Publish changes' }).click()
    // The refusal marks the pictures' tab, whose field says a picture is needed.
    const pictures = page.getByRole('button', { name: /^Pictures/ })
    await expect(pictures).toHaveAccessibleName('Pictures 1')
    expect(page.url()).toContain('/create')
    await pictures.click()
    await expect(page.getByText('At least one is needed to publish.')).toBeVisible()
    await page.getByRole('button', { name: /Add Image/ }).click()
    // The new row's state comes back from the server; a picture chosen before it would be reset.
    await server.quiet()
    // The new row's picture comes first; the size chart's own picture follows it.
    const choose = page.getByRole('button', { name: 'Choose from existing' })
    await expect(choose).toHaveCount(2)
    await choose.first().click()
    const choice = page.getByText(/^shop-.+\.jpg$/).first()
    const file = (await choice.textContent()) ?? ''
    await choice.click()
    await expect(page.getByRole('heading', { name: 'Media' })).toBeHidden()
    await expect(page.getByText(file)).toBeVisible()
    await server.quiet()
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/products\b/.test(r.url()))
    await page.getByRole('button', { name: 'Publish changes' }).click()
    expect((await saved).ok()).toBe(true)
    await page.waitForURL(/\/admin\/collections\/products\/\d+/)

    await page.goto(`/product/${slugFromName(name)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(page.getByTestId('buy-box').getByTestId('price')).toContainText('$1,250.00')
  })

  test('a SKU with a stock of 1 is one of a kind until she says otherwise', async ({ page }) => {
    await signInToStudio(page)
    await page.goto('/admin/collections/skus/create')
    const stock = page.locator('#field-stock')
    const original = page.getByRole('checkbox', { name: /One of a kind/ })
    await expect(original).not.toBeChecked()
    await stock.fill('1')
    await expect(original).toBeChecked()
    await stock.fill('25')
    await expect(original).not.toBeChecked()
    await stock.fill('1')
    await expect(original).toBeChecked()
    // Her own choice stands.
    await original.uncheck()
    await stock.fill('2')
    await stock.fill('1')
    await expect(original).not.toBeChecked()
  })
})

test.describe('money in the studio’s lists', () => {
  test('prices read as dollars, and a promotion as what it takes off', async ({ page, request }) => {
    const id = stamp()
    const { sku } = await makeProduct(request, { name: `Priced ${id}`, slug: `priced-${id}`, price: 1250, stock: 3 })
    await signInToStudio(page)
    await page.goto(`/admin/collections/skus?where[code][equals]=PRICED-${id}`)
    await expect(page.locator(`tr[data-id="${sku}"]`)).toContainText('$1,250.00')
    await page.goto('/admin/collections/promotions')
    const welcome = page.locator('tbody tr').filter({ hasText: 'WELCOME10' })
    await expect(welcome).toContainText('10%')
    await expect(welcome).toContainText('$100.00')
  })
})

test.describe('how the shop is doing', () => {
  test('today’s sales are the orders paid today in Perth, less today’s refunds', async ({ page, request }) => {
    const headers = await studioAuth(request)
    const id = stamp()
    const total = async (order: number) =>
      ((await (await request.get(`/api/orders/${order}?depth=0`, { headers })).json()) as { total_cents: number })
        .total_cents
    const setOrder = async (order: number, data: Record<string, unknown>) =>
      expect((await request.patch(`/api/orders/${order}`, { headers, data })).ok()).toBe(true)
    await signInToStudio(page)
    const today = page.getByTestId('sales-today')
    const before = Number(await today.getAttribute('data-net-cents'))

    const sold = await makeProduct(request, {
      name: `Sold today ${id}`,
      slug: `sold-today-${id}`,
      price: 9500,
      stock: 5,
    })
    const late = await makeProduct(request, { name: `Late ${id}`, slug: `late-${id}`, price: 80, stock: 5 })
    const returned = await makeProduct(request, {
      name: `Returned ${id}`,
      slug: `returned-${id}`,
      price: 300,
      stock: 5,
    })
    const paidToday = await placeOrder(request, `today-${id}@studio.test`, sold.sku, true)
    const paidLastNight = await placeOrder(request, `late-${id}@studio.test`, late.sku, true)
    const refunded = await placeOrder(request, `refund-${id}@studio.test`, returned.sku, true)
    // Paid five minutes before midnight in Perth (UTC+8 all year): yesterday's sale, whatever UTC says.
    const perthDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Perth' }).format(new Date())
    const midnight = new Date(`${perthDay}T00:00:00+08:00`).getTime()
    await setOrder(paidLastNight, { paid_at: new Date(midnight - 5 * 60_000).toISOString() })
    // Paid weeks ago and refunded today: today's figure loses it.
    await setOrder(refunded, { paid_at: new Date(midnight - 40 * 86_400_000).toISOString() })
    await setOrder(refunded, { status: 'refunded', refund_reason: 'Arrived with a torn corner' })

    await page.reload()
    const expected = before + (await total(paidToday)) - (await total(refunded))
    await expect(today).toHaveAttribute('data-net-cents', String(expected))
    await expect(today).toContainText(/less \$[\d,.]+ refunded/)
    await expect(page.getByTestId('best-sellers')).toContainText(`Sold today ${id}`)
    await expect(page.getByTestId('best-sellers')).not.toContainText(`Returned ${id}`)
    await expect(page.getByRole('img', { name: /Sales by week, last 12 months/ })).toBeVisible()
  })
})

test.describe('the studio’s brand', () => {
  test('its logo and name on the login screen, and its icon as the back-office’s favicon', async ({
    page,
    request,
  }) => {
    const headers = await studioAuth(request)
    const logo = await sharp({ create: { width: 240, height: 120, channels: 3, background: '#c0673a' } })
      .png()
      .toBuffer()
    const uploaded = await request.post('/api/media', {
      headers,
      multipart: {
        file: { name: 'studio-logo.png', mimeType: 'image/png', buffer: logo },
        _payload: JSON.stringify({ alt: 'Studio logo' }),
      },
    })
    expect(uploaded.ok()).toBe(true)
    const media = ((await uploaded.json()) as { doc: { id: number; hash: string } }).doc
    const kept = (
      (await (await request.get('/api/globals/site-settings?depth=0', { headers })).json()) as {
        organisation_logo: number | null
      }
    ).organisation_logo
    const settings = await request.post('/api/globals/site-settings', {
      headers,
      data: { organisation_logo: media.id },
    })
    expect(settings.ok()).toBe(true)
    try {
      await page.goto('/admin/login')
      const brand = page.getByTestId('studio-logo')
      await expect(brand.locator('img')).toHaveAttribute('src', new RegExp(`/assets/i/${media.hash}/`))
      await expect(brand).toContainText(/\S/)
      await expect(page.locator('link[rel="icon"][href="/assets/studio-icon"]').first()).toBeAttached()
      const icon = await request.get('/assets/studio-icon', { maxRedirects: 0 })
      expect(icon.status()).toBe(302)
      expect(icon.headers()['location']).toContain(`/assets/i/${media.hash}/1x1/`)
    } finally {
      await request.post('/api/globals/site-settings', { headers, data: { organisation_logo: kept } })
    }
  })
})
