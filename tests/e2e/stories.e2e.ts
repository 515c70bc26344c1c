import { expect, type Page, test } from '@playwright/test'

/** The site's one audio element (the podcast player in the layout). */
const audio = (page: Page) => page.getByTestId('podcast-audio')
const audioState = (page: Page) =>
  audio(page).evaluate((el: HTMLAudioElement) => ({
    paused: el.paused,
    time: el.currentTime,
    rate: el.playbackRate,
    mark: el.dataset.mark ?? null,
    src: el.currentSrc,
  }))

test.describe('blog', () => {
  test('the blog lists its articles, and Read Now opens one with its trail, works and call to action', async ({
    page,
  }) => {
    await page.goto('/blog')
    const cards = page.getByTestId('article-card')
    await expect(cards).toHaveCount(6)
    await expect(cards.first()).toContainText('minute read')
    await expect(cards.first()).toContainText('By Isla Moreton')
    // Six articles fit one page of nine: no pagination.
    await expect(page.getByTestId('pagination')).toHaveCount(0)

    await page.getByRole('link', { name: 'Read Now: A week in the Pilbara with a tin of six colours' }).click()
    await page.waitForURL('**/article/a-week-in-the-pilbara')
    await expect(page.getByTestId('article-name')).toHaveText('A week in the Pilbara with a tin of six colours')
    const trail = page.getByTestId('breadcrumb')
    await expect(trail.getByRole('link')).toHaveText(['Blog', 'Places'])
    await expect(page.getByTestId('article-content')).toContainText('I went north in June')
    const works = page.getByTestId('shop-this').getByTestId('product-card')
    await expect(works).toHaveCount(2)
    await expect(works.first()).toHaveAttribute('href', '/product/pilbara-red')
    await expect(page.getByTestId('email-me').getByRole('link', { name: 'Email Me' })).toHaveAttribute(
      'href',
      /^mailto:studio@atelier\.test\?subject=/,
    )
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    const article = ld.map((text) => JSON.parse(text) as Record<string, unknown>).find((d) => d['@type'] === 'Article')
    expect(article).toMatchObject({
      headline: 'A week in the Pilbara with a tin of six colours',
      author: { name: 'Isla Moreton' },
    })

    await trail.getByRole('link', { name: 'Places' }).click()
    await page.waitForURL('**/blog/places')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Places')
    await expect(page.getByTestId('article-card')).toHaveCount(2)
  })

  test('an unknown article, group or page is the not-found screen with the way home', async ({ page }) => {
    for (const path of ['/article/no-such-article', '/blog/no-such-topic', '/blog/2', '/blog/places/2']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('link', { name: 'Take me home' })).toBeVisible()
    }
  })

  test('a list’s first page spelt with its number goes, for good, to its own address', async ({ request }) => {
    for (const [path, own] of [
      ['/blog/1', '/blog'],
      ['/blog/places/1', '/blog/places'],
      ['/de/blog/places/1', '/de/blog/places'],
      ['/feed/1', '/feed'],
    ]) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(308)
      const locations = response.headersArray().filter((h) => h.name.toLowerCase() === 'location')
      expect(new Set(locations.map((h) => new URL(h.value, 'http://x').pathname)), path).toEqual(new Set([own]))
    }
  })

  test('the blog links its topics, and a topic’s page marks its own', async ({ page }) => {
    await page.goto('/blog')
    const topics = page.getByRole('navigation', { name: 'Topics' })
    await expect(topics.getByRole('link', { name: 'Studio notes' })).toBeVisible()
    await topics.getByRole('link', { name: 'Places' }).click()
    await expect(page).toHaveURL(/\/blog\/places$/)
    await expect(
      page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'Places' }),
    ).toHaveAttribute('aria-current', 'page')
  })

  test('a visitor who opens a group’s first page by its number reads that group', async ({ page }) => {
    await page.goto('/blog/places/1')
    await expect(page).toHaveURL(/\/blog\/places$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Places')
  })

  test('every page links the blog’s and the podcast’s feeds', async ({ page }) => {
    await page.goto('/shop')
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(2)
    const feed = await page.request.get('/blog/rss.xml')
    expect(feed.headers()['content-type']).toContain('application/rss+xml')
  })
})

test.describe('podcast', () => {
  test('play, skip, seek, change speed, and keep playing while reading elsewhere on the site', async ({ page }) => {
    await page.goto('/podcast')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wet Edges')
    const listen = page.getByTestId('listen-links')
    await expect(listen.getByRole('link')).toHaveText(['Amazon Music', 'iTunes', 'Spotify', 'RSS Feed'])
    await expect(page.getByTestId('episode')).toHaveCount(14)

    // The long show notes open and close.
    const episode = page.getByTestId('episode').filter({ hasText: 'What the sea taught me' })
    const more = episode.getByTestId('read-more')
    await expect(more).toHaveText('Read More')
    await more.click()
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    await expect(more).toHaveText('Read Less')

    await episode.getByRole('button', { name: 'Play: What the sea taught me' }).click()
    const bar = page.getByTestId('player-bar')
    await expect(bar).toBeVisible()
    await expect(bar.getByTestId('player-episode')).toHaveText('What the sea taught me')
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(0.3)
    expect((await audioState(page)).src).toMatch(/\/assets\/audio\/what-the-sea-taught-me\.mp3$/)
    await expect(bar.getByTestId('player-play')).toHaveAttribute('data-playing', 'true')

    await bar.getByTestId('player-forward').click()
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(10)
    await bar.getByTestId('player-back').click()
    await expect.poll(async () => (await audioState(page)).time).toBeLessThan(8)

    // The slider seeks (arrow keys move it by a second, End to the end).
    const seek = bar.getByTestId('player-seek')
    await seek.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('PageUp')
    await expect.poll(async () => Number(await seek.inputValue())).toBeGreaterThan(2)
    await seek.evaluate((el: HTMLInputElement) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, '20')
      el.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThanOrEqual(20)
    await expect(bar.getByTestId('player-time')).toContainText('0:2')

    const speed = bar.getByTestId('player-speed')
    for (const [label, rate] of [
      ['1.25×', 1.25],
      ['1.5×', 1.5],
      ['2×', 2],
      ['1×', 1],
    ] as const) {
      await speed.click()
      await expect(speed).toHaveText(label)
      expect((await audioState(page)).rate).toBe(rate)
    }

    // Moving to another page keeps the same audio element playing: the shell is not reloaded.
    await bar.getByTestId('player-seek').evaluate((el: HTMLInputElement) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, '2')
      el.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await audio(page).evaluate((el: HTMLAudioElement) => (el.dataset.mark = 'kept'))
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click()
    await page.waitForURL('**/shop')
    const before = (await audioState(page)).time
    await expect(page.getByTestId('player-bar')).toBeVisible()
    const after = await audioState(page)
    expect(after.mark).toBe('kept')
    expect(after.paused).toBe(false)
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(before + 0.5)

    // Pause from the bar: the controls say so.
    await page.getByTestId('player-bar').getByTestId('player-play').click()
    await expect(page.getByTestId('player-bar').getByTestId('player-play')).toHaveAttribute('data-playing', 'false')
    expect((await audioState(page)).paused).toBe(true)
  })

  test('an episode page shows its number, name, date, cover and notes, and plays another episode from the start', async ({
    page,
  }) => {
    await page.goto('/listen/painting-the-light-in-fremantle')
    await expect(page.getByTestId('episode-number')).toHaveText('Season 1, episode 2')
    await expect(page.getByTestId('episode-name')).toHaveText('Painting the light in Fremantle')
    await expect(page.getByTestId('episode-view').locator('time').first()).toHaveAttribute(
      'datetime',
      '2026-05-16T00:00:00.000Z',
    )
    await expect(page.getByTestId('episode-notes')).toContainText('Fremantle')
    const controls = page.getByTestId('episode-view').getByTestId('player-controls')
    await controls.getByTestId('player-play').click()
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(0.3)
    await controls.getByTestId('player-forward').click()
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(10)

    // Another episode starts from its beginning.
    await page.getByRole('link', { name: 'All episodes' }).click()
    await page.waitForURL('**/podcast')
    await page.getByRole('button', { name: 'Play: Why watercolour?' }).click()
    await expect.poll(async () => (await audioState(page)).src).toMatch(/why-watercolour\.mp3$/)
    const started = await audioState(page)
    expect(started.time).toBeLessThan(5)
    await expect(page.getByTestId('player-bar').getByTestId('player-episode')).toHaveText('Why watercolour?')
  })

  test('an unknown episode is the not-found screen', async ({ page }) => {
    const response = await page.goto('/listen/no-such-episode')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('link', { name: 'Take me home' })).toBeVisible()
  })
})

test.describe('feed', () => {
  test('ten posts a page, pages through, tag links filter, and a video slate starts the video', async ({ page }) => {
    // The video platform is not reached from here: its frame's address is what is checked.
    await page.route(/youtube-nocookie\.com/, (route) => route.abort())
    await page.goto('/feed')
    await expect(page.getByTestId('post')).toHaveCount(10)
    const pagination = page.getByTestId('pagination')
    await pagination.getByRole('link', { name: 'Next' }).click()
    await page.waitForURL('**/feed/2')
    await expect(page.getByTestId('post')).toHaveCount(10)
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('2')

    const slate = page.getByTestId('video-slate')
    await expect(slate).toHaveAccessibleName('Play the video: Sky wash, start to finish')
    await slate.click()
    await expect(page.getByTestId('post-video')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    )

    await page.getByTestId('post-tag').filter({ hasText: '#prints' }).first().click()
    await page.waitForURL('**/feed/prints')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('#prints')
    const posts = page.getByTestId('post')
    await expect(posts).toHaveCount(3)
    for (const post of await posts.all()) await expect(post.getByTestId('post-tag')).toContainText(['#prints'])
  })

  test('the home page shows the three newest posts', async ({ page }) => {
    await page.goto('/')
    const feed = page.getByTestId('feed-widget')
    await expect(feed.getByTestId('post')).toHaveCount(3)
    await expect(feed.getByTestId('post').first()).toContainText('Packing originals for Christmas posting')
  })

  test('an unknown tag or page is the not-found screen', async ({ page }) => {
    for (const path of ['/feed/no-such-tag', '/feed/3', '/feed/prints/2', '/feed/no-such-tag/1']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
    }
  })
})
