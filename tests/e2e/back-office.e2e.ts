import { expect, test } from '@playwright/test'

import { signInToStudio as signIn, studioAuth } from './pages/studio'

test.describe('the back-office refuses bad input with a clear message', () => {
  test('a block 13 columns wide', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/collections/pages/create')
    await page.fill('#field-name', 'Too wide')
    await page.fill('#field-slug', `too-wide-${Date.now()}`)
    await page.getByRole('button', { name: 'Add Row' }).click()
    await page.locator('.thumbnail-card').filter({ hasText: 'Row' }).first().click()
    await page.getByRole('button', { name: 'Add Block' }).first().click()
    await page.locator('.thumbnail-card').first().click()
    await page.fill('#field-rows__0__blocks__0__width', '13')
    await page.getByRole('button', { name: 'Publish changes' }).click()

    await expect(page.getByText('13 is greater than the max allowed Value of 12.')).toBeVisible()
    await expect(page.getByText('Width and offset together must fit in 12 columns.')).toBeVisible()
    await expect(page).toHaveURL(/\/create$/)
    // Labels read as words, not field names.
    await expect(page.getByText('Block class', { exact: true })).toBeVisible()
  })

  test('a group placed inside its own subgroup', async ({ page, request }) => {
    const auth = await studioAuth(request)
    const stamp = Date.now()
    const create = async (name: string, parent?: number) => {
      const response = await request.post('/api/groups', {
        headers: auth,
        data: { name, slug: `${name.toLowerCase().replace(/ /g, '-')}-${stamp}`, model: 'photo', parent },
      })
      expect(response.ok()).toBe(true)
      return ((await response.json()) as { doc: { id: number } }).doc.id
    }
    const coast = await create('Coast')
    await create('Rottnest', coast)

    await signIn(page)
    await page.goto(`/admin/collections/groups/${coast}`)
    const parent = page.locator('#field-parent')
    await parent.click()
    await page.locator('.rs__option').filter({ hasText: 'Rottnest' }).first().click()
    const save = page.getByRole('button', { name: 'Save' })
    await expect(save).toBeEnabled()
    await save.click()

    // The back-office checks the tree on the server; on a busy machine that takes a few seconds.
    await expect(page.getByText('A group cannot sit inside itself or one of its own subgroups.').first()).toBeVisible({
      timeout: 20_000,
    })
    const stored = await request.get(`/api/groups/${coast}?depth=0`, { headers: auth })
    expect(((await stored.json()) as { parent: number | null }).parent ?? null).toBeNull()
  })
})
