import { expect, test } from '@playwright/test'

import { studioAuth } from './pages/studio'

test('a change saved in the back-office shows on the next request of a cached page', async ({ request }) => {
  const auth = await studioAuth(request)

  const first = await request.get('/faq')
  expect(await first.text()).toContain('Do you take commissions?')
  const cached = await request.get('/faq')
  expect(cached.headers()['x-nextjs-cache']).toBe('HIT')

  const found = await request.get('/api/faqs?where[name][equals]=Do%20you%20take%20commissions%3F', { headers: auth })
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0].id
  const saved = await request.patch(`/api/faqs/${id}`, { headers: auth, data: { name: 'Do you paint commissions?' } })
  expect(saved.ok()).toBe(true)

  const after = await (await request.get('/faq')).text()
  expect(after).toContain('Do you paint commissions?')
  expect(after).not.toContain('Do you take commissions?')

  await request.patch(`/api/faqs/${id}`, { headers: auth, data: { name: 'Do you take commissions?' } })
})
