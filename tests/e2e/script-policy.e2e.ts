import { expect, test } from '@playwright/test'

import { studioAuth } from './pages/studio'

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
