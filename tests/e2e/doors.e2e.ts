import { expect, test, type Page } from '@playwright/test'
import { wcagAxe } from './helpers/axe-variants'
import { fromOwnNetwork } from './helpers/own-network'

import { E2E_ADMIN } from '../../playwright.config'
import { waitForMail } from './helpers/outbox'
import { studioAuth } from './pages/studio'
import { logInByPassword } from './pages/account'

/** A back-office account of its own, so the guesses below never slow the other tests' studio sign-ins. */
const artist = { email: 'isla@atelier.test', password: 'e2e-Gouache-and-Ink-2026' }
const customer = { email: 'doors-customer@example.test', password: 'e2e-customer-password-1' }

async function fillStudioPassword(page: Page, password: string) {
  await page.goto('/admin/login')
  await page.fill('input[name="email"]', artist.email)
  await page.fill('input[name="password"]', password)
  await page.click('button[type="submit"]')
}

test.describe.serial('the doors', () => {
  test.beforeAll(async ({ request }) => {
    const headers = await studioAuth(request)
    for (const user of [
      { ...artist, roles: ['admin'] },
      { ...customer, roles: ['customer'], first_name: 'Mara', last_name: 'Doors' },
    ]) {
      const made = await request.post('/api/users', { headers, data: user })
      expect(made.ok(), await made.text()).toBe(true)
    }
  })

  test('50 wrong passwords from five sources: the artist gets into the studio by code, then by password from her browser', async ({
    page,
    context,
    request,
  }) => {
    // Five strangers, as the proxy in front of the site names them (TRUST_PROXY=1).
    const refused: number[] = []
    for (let i = 0; i < 50; i++) {
      const guess = await request.post('/api/users/login', {
        headers: { 'X-Forwarded-For': `203.0.113.${i % 5}` },
        data: { email: artist.email, password: `wrong-guess-${i}` },
      })
      refused.push(guess.status())
    }
    expect(refused.filter((s) => s === 429).length).toBeGreaterThan(40)
    expect(refused.every((s) => s === 401 || s === 429)).toBe(true)
    // Right now even the right password waits, from anyone the site does not know.
    const stranger = await request.post('/api/users/login', {
      headers: { 'X-Forwarded-For': '198.51.100.9' },
      data: { email: artist.email, password: artist.password },
    })
    expect(stranger.status()).toBe(429)

    // The e-mail code door below the sign-in form.
    await page.goto('/admin/login')
    await page.getByTestId('studio-code-open').click()
    await fromOwnNetwork(page)
    await page.getByLabel('E-mail').fill(artist.email)
    const since = Date.now() - 50
    await page.getByRole('button', { name: 'Send me a code' }).click()
    const mail = await waitForMail(artist.email, since)
    expect(mail.code).toMatch(/^\d{6}$/)
    await page.getByLabel('Code').fill(mail.code)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL(/\/admin$/)
    await expect(page.getByText('Today in the studio')).toBeVisible()

    // Signed out of the back-office, the same browser's password goes straight through.
    await context.clearCookies({ name: 'payload-token' })
    await fillStudioPassword(page, artist.password)
    await page.waitForURL(/\/admin$/)
    await expect(page.getByText('Today in the studio')).toBeVisible()
    // The studio's shared account was never slowed by any of this.
    expect(E2E_ADMIN.email).not.toBe(artist.email)
  })

  test('a link on another site cannot sign a customer out; the logout page asks first', async ({ page }) => {
    await logInByPassword(page, customer.email, customer.password)
    await expect(page.getByTestId('account-link')).toHaveAttribute('data-signed-in', 'true')

    // Another site's page links to the logout; the visitor follows it.
    const site = new URL(page.url()).origin
    await page.route('http://elsewhere.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Elsewhere</title><a href="${site}/logout">Free prints</a><img src="${site}/api/v1/cognito/user/logout">`,
      }),
    )
    await page.goto('http://elsewhere.test/')
    await page.getByRole('link', { name: 'Free prints' }).click()
    await expect(page.getByTestId('logout-ask')).toBeVisible()
    const stillIn = await page.request.get('/api/v1/cognito/user/authUser')
    expect(stillIn.status()).toBe(200)
    expect((await wcagAxe(page).analyze()).violations).toEqual([])
    // In Arabic the question mirrors, and asks the same.
    await page.goto('http://elsewhere.test/')
    await page.evaluate((target) => {
      const link = document.querySelector('a')
      if (link) link.href = target
    }, `${site}/ar/logout`)
    await page.getByRole('link', { name: 'Free prints' }).click()
    await expect(page.getByTestId('logout-ask')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    expect((await wcagAxe(page).analyze()).violations).toEqual([])
    await page.getByTestId('logout-confirm').click()
    await page.waitForURL((url) => url.pathname === '/ar')
    await expect(page.getByTestId('account-link')).toHaveAttribute('data-signed-in', 'false')
  })

  test('the logout page reached from the site itself logs out at once', async ({ page }) => {
    await logInByPassword(page, customer.email, customer.password)

    await page.goto('/logout')
    await page.waitForURL((url) => url.pathname === '/')
    await expect(page.getByTestId('account-link')).toHaveAttribute('data-signed-in', 'false')
  })
})
