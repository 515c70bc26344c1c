import type { Page } from '@playwright/test'

import { fromOwnNetwork } from '../helpers/own-network'

/** Sends the password tab of the login form already open (on `/login`, with or without `next`). */
export async function submitPasswordLogin(page: Page, email: string, password: string) {
  await page.getByRole('tab', { name: 'Use a password' }).click()
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

/** Logs in with a password from `/login`, landing on the account page. */
export async function logInByPassword(page: Page, email: string, password: string) {
  await page.goto('/login')
  await submitPasswordLogin(page, email, password)
  await page.waitForURL('**/my-account')
}

/** Asks for a sign-up link on `/signup`; answers the moment it asked, for the outbox's wait. */
export async function requestSignUp(page: Page, person: { first: string; last: string; email: string }) {
  await page.goto('/signup')
  await fromOwnNetwork(page)
  await page.getByLabel('First name').fill(person.first)
  await page.getByLabel('Last name').fill(person.last)
  await page.getByLabel('E-mail address').fill(person.email)
  const since = Date.now() - 50
  await page.getByRole('button', { name: 'E-mail me a sign-up link' }).click()
  return since
}
