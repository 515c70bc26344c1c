import { expect, test } from '@playwright/test'

import { signInToStudio as signIn } from './pages/studio'

/*
 * One pass through the admin's form shows that a rule's refusal reaches the artist as a message,
 * with the labels in words. The rules themselves are proved one by one at integration level:
 * tests/int/page-rules.int.test.ts (the grid), tests/int/groups.int.test.ts (a group inside its
 * own subgroup, through the local API and the REST door the back-office saves by).
 */
test.describe('the back-office refuses bad input with a clear message', () => {
  test('a block 13 columns wide', async ({ page }) => {
    test.setTimeout(60_000)
    await signIn(page)
    await page.goto('/admin/collections/pages/create')
    await page.fill('#field-name', 'Too wide')
    await page.fill('#field-slug', `too-wide-${Date.now()}`)
    await page.getByRole('button', { name: 'Add Row' }).click()
    await page.locator('.thumbnail-card').filter({ hasText: 'Row' }).first().click()
    await page.getByRole('button', { name: 'Add Block' }).first().click()
    await page.locator('.thumbnail-card').first().click()
    await page.fill('#field-rows__0__blocks__0__width', '13')
    // Leave the field, so the form has taken the value before it is sent.
    await page.press('#field-rows__0__blocks__0__width', 'Tab')
    // On a busy machine the form may still be settling when first asked to publish, and the click
    // is lost, or the form's state arrives after the refusal and clears it; a refused publish
    // changes nothing, so it is asked again until both refusals show together.
    await expect(async () => {
      await page.getByRole('button', { name: 'Publish changes' }).click()
      await expect(page.getByText('13 is greater than the max allowed Value of 12.')).toBeVisible({ timeout: 5_000 })
      await expect(page.getByText('Width and offset together must fit in 12 columns.')).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 30_000 })
    await expect(page).toHaveURL(/\/create$/)
    // Labels read as words, not field names.
    await expect(page.getByText('Block class', { exact: true })).toBeVisible()
  })
})
