import { expect, test } from '@playwright/test'

import { wcagAxe } from './helpers/axe-variants'
import { signInToStudio } from './pages/studio'

/*
 * The artist brings products in from another shop's export file: checks it (the dry run), sees
 * what it would make and what it cannot, imports it, and finds the drafts. The import's rules are
 * proved at integration level (tests/int/import.int.test.ts, tests/int/studio-imports.int.test.ts).
 */
test('the studio checks a shop’s export, imports it as drafts and tells what came of it', async ({ page }) => {
  test.setTimeout(90_000)
  const stamp = `${Date.now()}`
  await signInToStudio(page)

  // A picture the site itself serves, named as another shop's export would name it.
  const exported = await page.request.get('/api/v1/studio/products.csv')
  const picture = /https?:\/\/[^,"]+\/assets\/i\/[0-9a-f]+\/raw\/\d+\.jpg/.exec(await exported.text())?.[0]
  expect(picture).toBeTruthy()
  const csv = [
    'Handle,Title,Body (HTML),Type,Tags,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Tracker,Variant Inventory Qty,Variant Price,Variant Compare At Price,Image Src,Image Alt Text',
    `harbour-${stamp},Harbour ${stamp},<p>Boats at rest.</p>,Imported ${stamp},,Title,Default Title,HB-${stamp},shopify,1,850.00,,${picture},Boats at rest in a harbour`,
    `print-${stamp},Print ${stamp},<p>A print.</p>,Imported ${stamp},,Size,A4,PR-${stamp}-A4,shopify,10,60.00,75.00,,`,
    `print-${stamp},,,,,,A3,PR-${stamp}-A3,shopify,4,90.00,,,`,
    `formula-${stamp},"=HYPERLINK(""http://x.test"")",<p>x</p>,,,Title,Default Title,FX-${stamp},shopify,1,5.00,,,`,
  ].join('\r\n')

  await page.goto('/admin/collections/products')
  await page.getByTestId('import-link').first().click()
  await expect(page).toHaveURL(/\/admin\/import$/)
  const screen = page.getByTestId('import-screen')
  await expect(screen.getByRole('heading', { name: 'Import products from another shop' })).toBeVisible()

  // A file of another kind is refused with the reason, and the form stays.
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') })
  await page.getByTestId('import-check').click()
  await expect(page.getByTestId('import-error')).toContainText('its first line names none of their columns')

  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'products_export.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByTestId('import-check').click()
  await expect(page.getByTestId('import-counts')).toHaveText(
    '4 rows: 2 products with 3 SKUs, 1 picture and 1 shop category.',
  )
  const plan = page.getByTestId('import-plan')
  await expect(plan.getByRole('row', { name: new RegExp(`PR-${stamp}-A4 A4 \\$60\\.00 \\$75\\.00 10`) })).toBeVisible()
  await expect(page.getByTestId('import-problems')).toContainText('Row 5: The title "=HYPERLINK')
  await expect(page).toHaveURL(/\/admin\/import\?id=\d+$/)
  expect((await wcagAxe(page).include('[data-testid="import-screen"]').analyze()).violations).toEqual([])

  await page.getByTestId('import-start').click()
  await expect(page.getByTestId('import-result-counts')).toHaveText(
    '2 products made, 0 updated, 0 unchanged — all drafts until you publish them.',
    { timeout: 60_000 },
  )
  expect((await wcagAxe(page).include('[data-testid="import-screen"]').analyze()).violations).toEqual([])

  await page.getByRole('link', { name: 'See the drafts' }).click()
  await expect(page.getByRole('link', { name: `Harbour ${stamp}` })).toBeVisible()
  await page.getByRole('link', { name: `Harbour ${stamp}` }).click()
  await expect(page.locator('#field-name')).toHaveValue(`Harbour ${stamp}`)
})
