import { expect, test, type Page } from '@playwright/test'

import { inlineScriptHashes } from '../../src/lib/script-policy'
import { makeProduct, studioAuth } from './pages/studio'

test('a cached page runs only its own scripts: the artist’s raw HTML keeps its markup but runs nothing', async ({
  page,
  request,
}) => {
  const auth = await studioAuth(request)
  const slug = `csp-${Date.now()}`
  const raw = [
    '<p id="raw-text">Pay by PayID</p>',
    '<script>window.__rawRan = "inline"</script>',
    '<script type="module">window.__rawRan = "module"</script>',
    '<img id="raw-img" src="/no-such-picture.png" onerror="window.__rawRan = \'handler\'" alt="">',
  ].join('')
  const created = await request.post('/api/pages', {
    headers: auth,
    data: {
      name: 'Script policy',
      slug,
      _status: 'published',
      rows: [
        {
          blockType: 'row',
          row_type: 'plain',
          blocks: [{ blockType: 'column', width: 12, widgets: [{ blockType: 'rawCode', code: raw }] }],
        },
      ],
    },
  })
  expect(created.ok()).toBe(true)

  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto(`/${slug}`) // renders the page and puts it in the cache
  const response = await page.goto(`/${slug}`)
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+; script-src-attr 'none'/)

  await expect(page.locator('#raw-text')).toHaveText('Pay by PayID')
  // The site's own scripts ran (Next's runtime is there and the page hydrated)…
  await expect.poll(() => page.evaluate(() => typeof (window as { next?: unknown }).next)).toBe('object')
  // …and nothing of the raw HTML did.
  expect(await page.evaluate(() => (window as { __rawRan?: string }).__rawRan)).toBeUndefined()
  expect(
    errors.filter(
      (text) => /Content Security Policy/.test(text) && !/raw|inline event handler|script-src-attr/i.test(text),
    ),
  ).toEqual([])
})

test('a page rendered per request runs only scripts carrying its nonce, and works', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const policies = new Set<string>()
  for (const path of ['/login', '/de/cart', '/search/sea']) {
    const response = await page.goto(path)
    const policy = response?.headers()['content-security-policy'] ?? ''
    expect(policy, path).toContain("object-src 'none'; frame-ancestors 'self'")
    expect(policy, path).toMatch(
      /script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'sha256-[A-Za-z0-9+/=]+'; script-src-attr 'none'/,
    )
    policies.add(policy)
    const nonce = /'nonce-([^']+)'/.exec(policy)![1]
    // Next's inline scripts carry this request's nonce (browsers hide it from the DOM, so the HTML is read); the
    // page hydrated.
    expect((await response!.text()).split(`nonce="${nonce}"`).length - 1, path).toBeGreaterThan(0)
    await expect.poll(() => page.evaluate(() => typeof (window as { next?: unknown }).next)).toBe('object')
  }
  expect(policies.size).toBe(3)
  // The login form answers typing and sending: its scripts ran.
  await page.goto('/login')
  await page.getByLabel('E-mail address').fill('nonce@example.test')
  await page.getByLabel('E-mail address').press('Enter')
  await expect(page.getByLabel(/code/i).first()).toBeVisible()
  expect(errors.filter((text) => /Content Security Policy/.test(text))).toEqual([])
})

/** Each violation the browser reports on this page, gathered from the first script that runs. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = ((window as { __violations?: string[] }).__violations = [])
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    )
  })
}

/**
 * Loads `path` and checks its answer carries a script policy by hashes that lets every inline
 * script of the document run, as the browser itself hashes them, and that nothing was refused.
 */
async function expectHashPolicy(page: Page, path: string, status = 200) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(status)
  const policy = (await response!.allHeaders())['content-security-policy'] ?? ''
  expect(policy, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+; script-src-attr 'none'/)
  await expect.poll(() => page.evaluate(() => typeof (window as { next?: unknown }).next), path).toBe('object')
  // The document as sent, parsed and hashed by the browser (React creates scripts of its own on
  // the client, which it never runs: not-found screens are rendered there).
  const inlineHashes = await page.evaluate(
    async (html) => {
      const sent = new DOMParser().parseFromString(html, 'text/html')
      const scripts = [...sent.scripts].filter(
        (script) => !script.src && ['', 'text/javascript', 'module'].includes(script.type),
      )
      return Promise.all(
        scripts.map(async (script) => {
          const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script.textContent ?? ''))
          return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`
        }),
      )
    },
    await response!.text(),
  )
  expect(inlineHashes.length, path).toBeGreaterThan(0)
  for (const hash of inlineHashes) expect(policy, path).toContain(hash)
  expect(await page.evaluate(() => (window as { __violations?: string[] }).__violations), path).toEqual([])
  return { policy, cache: response!.headers()['x-nextjs-cache'] }
}

test('the first render after a save, and the not-found screen, carry the policy of their cached copy', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const auth = await studioAuth(request)
  const slug = `csp-first-${Date.now()}`
  const { id, sku } = await makeProduct(request, { name: 'Salt lake at dusk', slug, stock: 3 })
  const productPath = `/product/${slug}`
  await recordViolations(page)
  // The browser's first visit to the site: Chromium learns the colour-scheme hint the site asks for
  // (Critical-CH) and from then on sends it at once, instead of retrying the request with it, so
  // the answers it shows below are the first ones the server sent.
  await page.goto(productPath)
  // The client router's prefetches of the links on a page render the pages they point to; held
  // back, so that each page load below is the first render of its page after the save.
  await page.route(
    (url) => url.searchParams.has('_rsc'),
    (route) => route.abort(),
  )
  for (const path of ['/shop', productPath, '/shop']) expect((await request.get(path)).ok()).toBe(true)
  // The new product's page is dropped once more 2 s after it was made; it is cached again after that.
  await expect.poll(async () => (await request.get(productPath)).headers()['x-nextjs-cache']).toBe('HIT')

  // A save in the studio (the title), then a stock change as an order makes: each drops the
  // product's page and the shop listing, and the very next answer is a fresh render.
  const saves = [
    () => request.patch(`/api/products/${id}`, { headers: auth, data: { name: 'Salt lake at dawn' } }),
    () => request.patch(`/api/skus/${sku}`, { headers: auth, data: { stock: 2 } }),
  ]
  for (const save of saves) {
    expect((await save()).ok()).toBe(true)
    for (const path of [productPath, '/shop']) {
      const first = await expectHashPolicy(page, path)
      expect(first.cache, path).toBe('MISS')
      if (path === productPath) await expect(page.getByText('Salt lake at dawn').first()).toBeVisible()
      // The cached copy Next serves from now on carries the policy of its own scripts. (It may be a
      // later render than the first: the pages are dropped once more 2 s after a save, and a render
      // streamed in fewer pieces has other inline scripts.)
      await expect.poll(async () => (await request.get(path)).headers()['x-nextjs-cache'], path).toBe('HIT')
      const cached = await request.get(path)
      const hashes = inlineScriptHashes(await cached.text())
      expect(hashes.length, path).toBeGreaterThan(0)
      expect(cached.headers()['content-security-policy'], path).toContain(
        `script-src ${["'self'", ...hashes].join(' ')}; script-src-attr 'none'`,
      )
    }
  }

  // Not-found screens: rendered for an unknown address (in English and German), and the one
  // `next build` wrote itself, for an address no route takes (a missing file).
  const stamp = Date.now()
  for (const path of [`/no-such-page-${stamp}`, `/de/keine-seite-${stamp}`]) {
    expect((await expectHashPolicy(page, path, 404)).cache, path).toBe('MISS')
  }
  await expectHashPolicy(page, `/missing-${stamp}.ico`, 404)
})

test('the studio’s preview of a draft is rendered per request, with a nonce', async ({ page, request }) => {
  const auth = await studioAuth(request)
  const { id } = await makeProduct(request, { name: 'Preview of a wash', slug: `csp-preview-${Date.now()}` })
  await recordViolations(page)
  await page.setExtraHTTPHeaders(auth)
  const response = await page.goto(`/preview/products/${id}`)
  expect(response?.status()).toBe(200)
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toMatch(
    /script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'sha256-[A-Za-z0-9+/=]+'; script-src-attr 'none'/,
  )
  await expect(page.getByText('Preview of a wash').first()).toBeVisible()
  await expect.poll(() => page.evaluate(() => typeof (window as { next?: unknown }).next)).toBe('object')
  expect(await page.evaluate(() => (window as { __violations?: string[] }).__violations)).toEqual([])
})
