import { expect, test } from '@playwright/test'

import { studioAuth } from './pages/studio'

test('with the list feature on, a page shows its content blocks in their time windows', async ({ page, request }) => {
  const headers = await studioAuth(request)
  const setFeature = (on: boolean) =>
    request.post('/api/globals/site-configuration', { headers, data: { listPageContentFeature: on } })

  await page.goto('/studio-notes')
  await expect(page.getByTestId('page')).not.toHaveAttribute('data-renderer', 'list')

  expect((await setFeature(true)).ok()).toBe(true)
  try {
    await page.goto('/studio-notes')
    const list = page.getByTestId('page')
    await expect(list).toHaveAttribute('data-renderer', 'list')
    await expect(list).toContainText('Ningaloo, in progress')
    await expect(list).not.toContainText('Not ready to share')
    await expect(list).not.toContainText('Winter workshop')
    await expect(page.locator('section#in-progress')).toHaveCount(1)
    const revealed = page.locator('section#in-progress [data-animation="fade-up"]')
    await revealed.scrollIntoViewIfNeeded()
    await expect(revealed).toHaveAttribute('data-shown', 'true')
  } finally {
    await setFeature(false)
  }
})
