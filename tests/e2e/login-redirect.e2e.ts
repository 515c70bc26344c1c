import { expect, test } from '@playwright/test'

import { E2E_SENTRY } from '../../playwright.config'
import { studioAuth } from './pages/studio'
import { submitPasswordLogin } from './pages/account'

/**
 * Spellings of `next` that a browser normalises to another host (`//evil.example/…`): after a
 * login each must leave the visitor on this site, at the default page.
 */
const offSiteNext = [
  '//evil.example/steal',
  '/.//evil.example/steal',
  '/%2e//evil.example/steal',
  '/a/..//evil.example/steal',
  '/\\evil.example/steal',
  '/%5Cevil.example/steal',
  '/%2F%2Fevil.example/steal',
  '/\t/evil.example/steal',
  '\\\\evil.example/steal',
]

test('a login link whose next path normalises to another host lands on this site', async ({
  page,
  request,
  baseURL,
}) => {
  // Nine full sign-ins, each hashing the password on the server.
  test.setTimeout(90_000)
  // A customer with a password, made in the back-office.
  const auth = await studioAuth(request)
  const customer = { email: `redirect-${Date.now()}@example.test`, password: 'a-long-watercolour-password' }
  const created = await request.post('/api/users', {
    headers: auth,
    data: { ...customer, first_name: 'Rae', last_name: 'Redirect', roles: ['customer'] },
  })
  expect(created.ok()).toBe(true)

  const site = new URL(baseURL as string).host
  // Anything that leaves the site would show up here, even if the page there never loads.
  const offSite: string[] = []
  // The site's error reporting service (playwright.config.ts) is the one other host it may reach.
  const reporting = `127.0.0.1:${E2E_SENTRY.port}`
  page.on('request', (r) => {
    const host = new URL(r.url()).host
    if (host !== site && host !== reporting) offSite.push(r.url())
  })

  for (const next of offSiteNext) {
    await page.goto(`/login?${new URLSearchParams({ next })}`)
    await submitPasswordLogin(page, customer.email, customer.password)
    await page.waitForURL((url) => url.host === site && url.pathname === '/my-account')
    expect(offSite, `next=${JSON.stringify(next)}`).toEqual([])

    await page.goto('/logout')
    await page.waitForURL((url) => url.pathname === '/')
  }
})
