import { expect, test, type Page } from '@playwright/test'
import { fromOwnNetwork } from './helpers/own-network'

import { E2E_OIDC } from '../../playwright.config'
import { wcagAxe } from './helpers/axe-variants'
import { startOidcProvider } from './helpers/oidc-provider'
import { waitForMail } from './helpers/outbox'
import { logInByPassword, requestSignUp, submitPasswordLogin } from './pages/account'

const customer = { email: 'wren@example.test', first: 'Wren', last: 'Hollis' }

async function expectSignedIn(page: Page) {
  await expect(page.getByTestId('account-link')).toHaveAttribute('data-signed-in', 'true')
}

async function logOut(page: Page) {
  await page.goto('/logout')
  await page.waitForURL((url) => url.pathname === '/')
  await expect(page.getByTestId('account-link')).toHaveAttribute('data-signed-in', 'false')
}

test.describe.serial('accounts', () => {
  let oidc: { close: () => Promise<void> } | null = null
  test.beforeAll(async ({ baseURL }) => {
    oidc = await startOidcProvider({
      port: E2E_OIDC.port,
      clientId: E2E_OIDC.clientId,
      clientSecret: E2E_OIDC.clientSecret,
      redirectUri: `${baseURL}/auth`,
    })
  })
  test.afterAll(async () => {
    await oidc?.close()
  })

  test('sign-up by e-mail link: the link opens a page whose button creates the account', async ({ page, context }) => {
    const since = await requestSignUp(page, customer)
    await expect(page.getByTestId('signup-sent')).toContainText(customer.email)

    const mail = await waitForMail(customer.email, since)
    expect(mail.text).toContain('Finish signing up')
    expect(mail.link).toContain('/signup?email=')
    // Opening the link alone uses nothing up: a second tab (a mail scanner) sees the same button.
    const scanner = await context.newPage()
    await scanner.goto(mail.link)
    await expect(scanner.getByTestId('complete-signup')).toBeVisible()
    await scanner.close()

    await page.goto(mail.link)
    await page.getByTestId('complete-signup').click()
    await page.waitForURL('**/profile')
    await expect(page.getByTestId('profile-form')).toBeVisible()
    await expectSignedIn(page)
    // The session is in HttpOnly cookies that page scripts cannot read.
    const cookies = await context.cookies()
    expect(cookies.find((c) => c.name === 'atelier_at')).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
    expect(await page.evaluate(() => document.cookie)).not.toContain('atelier_at')
    await logOut(page)
  })

  test('sign-up with the mail read on another device: its code typed on the "Check your e-mail" screen', async ({
    page,
  }) => {
    const email = `code-signup-${Date.now()}@example.test`
    const since = await requestSignUp(page, { first: 'Ines', last: 'Marlow', email })
    const sent = page.getByTestId('signup-sent')
    await expect(sent).toContainText(email)
    const mail = await waitForMail(email, since)
    expect(mail.code).toMatch(/^\d{6}$/)
    const { violations } = await wcagAxe(page).analyze()
    expect(violations.map((v) => v.id)).toEqual([])

    // A wrong code is refused on the spot; the one from the mail makes the account and signs in.
    const other = mail.code === '000000' ? '111111' : '000000'
    await sent.getByLabel('6-digit code').fill(other)
    await sent.getByRole('button', { name: 'Create my account' }).click()
    await expect(sent.getByRole('alert')).toBeVisible()
    await sent.getByLabel('6-digit code').fill(mail.code)
    await sent.getByRole('button', { name: 'Create my account' }).click()
    await page.waitForURL('**/profile')
    await expect(page.getByTestId('profile-form')).toBeVisible()
    await expectSignedIn(page)

    // Her first password: without a proof it is refused at its field, and the phone is saved anyway.
    const profile = page.getByTestId('profile-form')
    await profile.getByLabel('Mobile phone').fill('0412 345 678')
    await profile.getByLabel('New password').fill('a-first-watercolour-password')
    await profile.getByRole('button', { name: 'Save changes' }).click()
    await expect(profile.getByText('Type your current password, or, if you have none')).toBeVisible()
    await expect(page.getByTestId('form-notice')).toHaveText(
      'Your other changes are saved; the password is not changed yet.',
    )
    await page.reload()
    await expect(profile.getByLabel('Mobile phone')).toHaveValue('0412 345 678')

    // With the code the page mails her, the password is set.
    await profile.getByLabel('New password').fill('a-first-watercolour-password')
    const asked = Date.now() - 50
    await profile.getByRole('button', { name: 'E-mail me a code' }).click()
    const recovery = await waitForMail(email, asked)
    await profile.getByLabel('Code from the e-mail').fill(recovery.code)
    await profile.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByTestId('form-notice')).toContainText('Your new password is set')
    await logOut(page)
    await logInByPassword(page, email, 'a-first-watercolour-password')
    await expectSignedIn(page)
    await logOut(page)
  })

  test('code login with the code from the outbox; login and logout show in other tabs', async ({ page, context }) => {
    const other = await context.newPage()
    await other.goto('/')
    await expect(other.getByTestId('account-link')).toHaveAttribute('data-signed-in', 'false')

    await page.goto('/login')
    await fromOwnNetwork(page)
    await page.getByLabel('E-mail address').fill(customer.email)
    const since = Date.now() - 50
    await page.getByRole('button', { name: /Send me a code/ }).click()
    const mail = await waitForMail(customer.email, since)
    expect(mail.code).toMatch(/^\d{6}$/)
    await page.getByLabel('6-digit code').fill(mail.code === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByTestId('form-error')).toContainText('wrong or has expired')
    await page.getByLabel('6-digit code').fill(mail.code)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL('**/my-account')
    await expect(page.getByTestId('account-email')).toHaveText(customer.email)
    await expect(page.getByTestId('credit-balance')).toHaveText('$0.00')

    await expectSignedIn(other)
    await logOut(page)
    await expect(other.getByTestId('account-link')).toHaveAttribute('data-signed-in', 'false')
    await other.close()
  })

  test('password recovery by code, then password login', async ({ page }) => {
    await page.goto('/forgotpassword')
    await page.getByLabel('E-mail address').fill(customer.email)
    const since = Date.now() - 50
    await page.getByRole('button', { name: 'E-mail me a code' }).click()
    const mail = await waitForMail(customer.email, since)
    await page.getByLabel('6-digit code').fill(mail.code)
    await page.getByLabel('New password').fill('a-brand-new-watercolour')
    await page.getByRole('button', { name: 'Save and log in' }).click()
    await page.waitForURL('**/my-account')
    await logOut(page)

    await logInByPassword(page, customer.email, 'a-brand-new-watercolour')
    await logOut(page)
  })

  test('an anonymous visitor to /profile logs in and returns there; an outside target is ignored', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/profile?tab=photo')
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('next')).toBe('/profile?tab=photo')
    await submitPasswordLogin(page, customer.email, 'a-brand-new-watercolour')
    await page.waitForURL((url) => url.pathname === '/profile' && url.search === '?tab=photo')
    await expect(page.getByTestId('profile-form')).toBeVisible()
    await logOut(page)

    await page.goto('/login?next=//evil.example/steal')
    await submitPasswordLogin(page, customer.email, 'a-brand-new-watercolour')
    await page.waitForURL((url) => url.pathname === '/my-account')
    expect(new URL(page.url()).host).toBe(new URL(baseURL as string).host)
    await logOut(page)
  })

  test('/checkout asks for a sign-in in the page, a password one link away; a session close to expiry is refreshed by the page on its own', async ({
    page,
    context,
  }) => {
    await page.goto('/checkout')
    await expect(page.getByTestId('checkout-sign-in')).toBeVisible()
    await page.getByRole('link', { name: 'Log in with a password instead' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('next')).toBe('/checkout')

    await logInByPassword(page, customer.email, 'a-brand-new-watercolour')
    const before = (await context.cookies()).find((c) => c.name === 'atelier_rt')?.value
    // Pretend the access token has 20 s left: within one 10 s check the page refreshes it.
    const soon = Math.floor(Date.now() / 1000) + 20
    await page.evaluate(
      (expiresAt) =>
        localStorage.setItem('atelier.session', JSON.stringify({ signed_in: true, expires_at: expiresAt })),
      soon,
    )
    await expect
      .poll(
        async () => JSON.parse((await page.evaluate(() => localStorage.getItem('atelier.session'))) ?? '{}').expires_at,
        { timeout: 15_000 },
      )
      .toBeGreaterThan(soon + 60)
    const after = (await context.cookies()).find((c) => c.name === 'atelier_rt')?.value
    expect(after).toBeTruthy()
    expect(after).not.toBe(before)
    await page.reload()
    await expect(page.getByTestId('account-email')).toHaveText(customer.email)
    await logOut(page)
  })

  test('OAuth2 login against the local OpenID provider links the verified e-mail', async ({ page }) => {
    await page.goto('/login')
    await page.getByTestId('oauth-login').click()
    await page.waitForURL((url) => url.port === String(E2E_OIDC.port))
    await page.locator('input[name="login"]').fill('olive')
    await page.locator('input[name="password"]').fill('anything')
    await page.locator('button[type="submit"]').click()
    const consent = page.locator('button[type="submit"]', { hasText: /continue|authorize/i })
    if (await consent.isVisible({ timeout: 3000 }).catch(() => false)) await consent.click()
    await page.waitForURL('**/my-account')
    await expect(page.getByTestId('account-email')).toHaveText('olive@example.test')
    await logOut(page)
  })

  test('the account page is in the sitemap; the header links to sign-in', async ({ page, request }) => {
    expect(await (await request.get('/sitemap.xml')).text()).toMatch(/<loc>[^<]+\/my-account<\/loc>/)
    await page.goto('/')
    await expect(page.getByTestId('account-link')).toHaveAttribute('href', '/login')
  })

  test('a returning OAuth2 call with a wrong state is refused with the spec’s message', async ({ page }) => {
    await page.goto('/auth?code=abc&state=forged')
    await expect(page.getByTestId('auth-error')).toContainText('Bad state please try again')
  })
})
