import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { fromOwnNetwork } from '../helpers/own-network'
import { waitForMail } from '../helpers/outbox'
import { studioAuth } from './studio'
import { SiteShell } from './site-shell'

/** A customer account made by the studio through Payload's REST API, so a test can log in by code. */
export async function createCustomer(request: APIRequestContext, email: string, first = 'Juniper', last = 'Vale') {
  const made = await request.post('/api/users', {
    headers: await studioAuth(request),
    data: { email, password: `pw-${email}-long-enough`, roles: ['customer'], first_name: first, last_name: last },
  })
  expect(made.ok()).toBe(true)
}

/** Adds a one-SKU product (an original) to the cart from its page. */
export async function addOriginal(page: Page, slug: string) {
  await page.goto(`/product/${slug}`)
  await new SiteShell(page).hydrated()
  await page.getByTestId('add-to-cart').click()
  await expect(page.getByTestId('cart-count')).not.toHaveText('0')
}

/** From a page for customers while signed out: the login page, a code from the outbox, and back (to the checkout unless said). */
export async function logInByCode(page: Page, email: string, back = '**/checkout') {
  await page.waitForURL('**/login?**')
  await fromOwnNetwork(page)
  await page.getByLabel('E-mail address').fill(email)
  const since = Date.now() - 50
  await page.getByRole('button', { name: /Send me a code/ }).click()
  const mail = await waitForMail(email, since)
  await page.getByLabel('6-digit code').fill(mail.code)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(back)
  if (back === '**/checkout') await expect(page.getByTestId('checkout')).toBeVisible()
}

/**
 * The checkout's own sign-in, on the checkout: her address, the code from the outbox, and the
 * checkout itself, in the same page. Labels in English unless a language's are given.
 */
export async function signInAtCheckout(
  page: Page,
  email: string,
  labels = { email: 'E-mail address', send: /Send me a code/, code: '6-digit code', go: 'Continue to checkout' },
) {
  const box = page.getByTestId('checkout-sign-in')
  await fromOwnNetwork(page)
  await box.getByLabel(labels.email).fill(email)
  const since = Date.now() - 50
  await box.getByRole('button', { name: labels.send }).click()
  const mail = await waitForMail(email, since)
  await box.getByLabel(labels.code).fill(mail.code)
  await box.getByRole('button', { name: labels.go }).click()
  await expect(page.getByTestId('checkout')).toBeVisible()
}

/** The inline address form of the checkout. */
export async function addAddress(
  page: Page,
  place: { street: string; city: string; postcode: string; country: string },
) {
  const form = page.getByTestId('address-form')
  await form.getByLabel('Street address').fill(place.street)
  await form.getByLabel('Suburb or city').fill(place.city)
  await form.getByLabel('Postcode').fill(place.postcode)
  await form.getByLabel('Country').fill(place.country)
  await form.getByRole('button', { name: 'Add address' }).click()
  await expect(page.getByTestId('address-choices').getByRole('radio', { checked: true })).toBeVisible()
}

export const shippingOption = (page: Page, name: RegExp | string) =>
  page.getByTestId('shipping-options').getByRole('radio', { name })
