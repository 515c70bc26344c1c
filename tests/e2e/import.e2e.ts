import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'

import { expect, type Page, test } from '@playwright/test'

import { wcagAxe } from './helpers/axe-variants'
import { signInToStudio, studioAuth } from './pages/studio'

/** Chooses a file on the import screen and asks for the check (the dry run). */
async function checkFile(page: Page, name: string, text: string) {
  await page.getByTestId('import-file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) })
  await page.getByTestId('import-check').click()
}

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
  await checkFile(page, 'notes.csv', 'a,b\n1,2\n')
  await expect(page.getByTestId('import-error')).toContainText('its first line names none of their columns')

  await checkFile(page, 'products_export.csv', csv)
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

/** A Shopify export of `count` prints without pictures, named by `stamp`. */
const printsFile = (stamp: string, count: number) =>
  [
    'Handle,Title,Body (HTML),Type,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Tracker,Variant Inventory Qty,Variant Price',
    ...Array.from(
      { length: count },
      (_, i) =>
        `stop-${stamp}-${i},Stop ${stamp} ${i},<p>A print.</p>,Stop ${stamp},Size,A4,ST-${stamp}-${i},shopify,3,40.00`,
    ),
  ].join('\n')

test('an import is stopped between two products, and says how far it came', async ({ page, request }) => {
  test.setTimeout(120_000)
  const stamp = `${Date.now()}`
  await signInToStudio(page)
  await page.goto('/admin/import')
  await checkFile(page, 'products_export.csv', printsFile(stamp, 150))
  await page.getByTestId('import-start').click()
  await expect(page.getByTestId('import-progress')).toBeVisible()
  await page.getByTestId('import-stop').click()
  await expect(page.getByTestId('import-result').getByRole('heading', { name: 'Stopped' })).toBeVisible({
    timeout: 60_000,
  })
  const made = Number(
    /^(\d+) products? made/.exec((await page.getByTestId('import-result-counts').textContent()) ?? '')?.[1],
  )
  expect(made).toBeLessThan(150)

  // What the screen says is what the shop holds; the drafts go again, as the test found the shop.
  const auth = await studioAuth(request)
  const query = `where[slug][like]=stop-${stamp}&depth=0&limit=0&draft=true`
  const drafts = (await (await request.get(`/api/products?${query}`, { headers: auth })).json()) as {
    totalDocs: number
  }
  expect(drafts.totalDocs).toBe(made)
  const removed = await request.delete(`/api/products?where[slug][like]=stop-${stamp}`, { headers: auth })
  expect(removed.status(), await removed.text()).toBe(200)
})

test('the studio downloads the whole site in one archive', async ({ page }) => {
  await signInToStudio(page)
  await page.goto('/admin/import')
  const download = page.waitForEvent('download')
  await page.getByTestId('download-archive').click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^atelier-archive-\d{4}-\d\d-\d\d\.tar\.gz$/)
  const bytes = readFileSync(await file.path())
  // A gzip whose last entry is the manifest, naming this site's products among its tables.
  const tarball = gunzipSync(bytes).toString('latin1')
  const manifest = JSON.parse(tarball.slice(tarball.lastIndexOf('{\n  "format": 1'), tarball.lastIndexOf('}') + 1)) as {
    tables: Record<string, number>
  }
  expect(manifest.tables.products).toBeGreaterThan(0)
  expect((await wcagAxe(page).include('.studio-import__archive').analyze()).violations).toEqual([])
})

test('on a phone, the plan reads as labelled lines and nothing runs off the screen @mobile', async ({ page }) => {
  const stamp = `${Date.now()}`
  await signInToStudio(page)
  await page.goto('/admin/import')
  await checkFile(page, 'products_export.csv', printsFile(stamp, 3))
  await expect(page.getByTestId('import-counts')).toHaveText(
    '3 rows: 3 products with 3 SKUs, 0 pictures and 1 shop category.',
  )
  const cell = page.getByTestId('import-plan').getByRole('cell', { name: `ST-${stamp}-0` })
  expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"SKU"')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect((await wcagAxe(page).include('[data-testid="import-screen"]').analyze()).violations).toEqual([])
  await page.getByRole('button', { name: 'Choose another file' }).click()
})
