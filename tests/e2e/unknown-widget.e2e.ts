import { execFileSync } from 'node:child_process'

import { expect, test } from '@playwright/test'

import { E2E_DATA_DIR } from '../../playwright.config'
import { studioAuth } from './pages/studio'
import { logInByPassword } from './pages/account'

test('a widget of an unknown kind shows its kind to a signed-in user only', async ({ page, request }) => {
  const slug = `old-widget-${Date.now()}`
  execFileSync('tsx', ['tests/e2e/helpers/store-unknown-widget.ts', slug, 'marquee'], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, NODE_OPTIONS: '--no-deprecation', JOBS: 'false' },
    stdio: 'inherit',
  })

  // A customer with a password, made in the back-office.
  const auth = await studioAuth(request)
  const customer = { email: `reader-${Date.now()}@example.test`, password: 'a-long-watercolour-password' }
  const created = await request.post('/api/users', {
    headers: auth,
    data: { ...customer, first_name: 'Ada', last_name: 'Reader', roles: ['customer'] },
  })
  expect(created.ok()).toBe(true)

  await page.goto(`/${slug}`)
  await expect(page.getByRole('heading', { name: 'Still here' })).toBeVisible()
  await expect(page.getByTestId('unknown-widget')).toHaveCount(0)

  await logInByPassword(page, customer.email, customer.password)

  await page.goto(`/${slug}`)
  await expect(page.getByTestId('unknown-widget')).toHaveText('Unknown marquee')

  await page.goto('/logout')
  await page.waitForURL((url) => url.pathname === '/')
  await page.goto(`/${slug}`)
  await expect(page.getByRole('heading', { name: 'Still here' })).toBeVisible()
  await expect(page.getByTestId('unknown-widget')).toHaveCount(0)
})
