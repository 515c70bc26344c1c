import { expect, test } from '@playwright/test'

import { studioAuth } from './pages/studio'

test('an uncached render of the home page makes at most 7 database queries', async ({ request }) => {
  const headers = await studioAuth(request)

  // Warm the site-wide data (settings, navigation), which a content change leaves cached.
  expect((await request.get('/')).status()).toBe(200)
  // Saving a testimonial drops every cached page and its content data.
  const { docs } = (await (await request.get('/api/testimonials?limit=1', { headers })).json()) as {
    docs: { id: number; name: string }[]
  }
  expect((await request.patch(`/api/testimonials/${docs[0].id}`, { headers, data: { name: docs[0].name } })).ok()).toBe(
    true,
  )

  const response = await request.get('/')
  expect(response.status()).toBe(200)
  expect(response.headers()['x-nextjs-cache']).not.toBe('HIT')
  const { queries } = (await (await request.get('/internal/query-count?path=/')).json()) as { queries: number }
  console.log(`uncached home render: ${queries} database queries`)
  expect(queries).toBeGreaterThan(0)
  // Five for the page and its widgets' content, two for the feed's three posts (the posts, then
  // the pictures of those shown, in one query).
  expect(queries).toBeLessThanOrEqual(7)

  // Served from the cache now: no query at all.
  expect((await request.get('/')).headers()['x-nextjs-cache']).toBe('HIT')
  expect(((await (await request.get('/internal/query-count?path=/')).json()) as { queries: number }).queries).toBe(0)
})
