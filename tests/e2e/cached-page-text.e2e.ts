import { expect, test } from '@playwright/test'

// The about page's copy has a curly apostrophe ("artists’ quality pigments"), a product's
// breadcrumb a `›` and its description a `×`, the footer a `©`: characters outside ASCII, which
// the page cache writes as references and escapes.
test('a cached page keeps its typography for the visitor, in the markup and after hydration', async ({
  page,
  request,
}) => {
  await request.get('/about')
  const cached = await request.get('/about')
  expect(cached.headers()['x-nextjs-cache']).toBe('HIT')
  const html = await cached.text()
  expect(html).toContain('artists&#x2019; quality pigments')
  expect(html).toContain('artists\\u2019 quality pigments')
  expect([...html].filter((character) => character.charCodeAt(0) > 0x7f)).toEqual([])
  await request.get('/product/cottesloe-morning')
  const product = await (await request.get('/product/cottesloe-morning')).text()
  expect(product).toContain('56 &#xd7; 38 cm')
  expect(product).toContain(`&#xa9; ${new Date().getFullYear()}`)
  expect([...product].filter((character) => character.charCodeAt(0) > 0x7f)).toEqual([])

  const errors: string[] = []
  page.on(
    'console',
    (message) => message.type() === 'error' && !message.location().url.includes('_rsc=') && errors.push(message.text()),
  )
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/about')
  await expect(page.getByText('I use artists’ quality pigments on 100% cotton paper')).toBeVisible()
  // A page that hydrated answers clicks: the theme switch is a client component.
  await page.getByTestId('theme-toggle').click()
  await expect(page.locator('html')).toHaveClass(/dark/)

  await page.goto('/product/cottesloe-morning')
  await expect(page.getByTestId('breadcrumb')).toContainText('Shop›Originals on paper›Cottesloe Morning')
  await expect(page.getByTestId('product')).toContainText('Watercolour on paper, 56 × 38 cm')
  await expect(page.getByTestId('site-footer')).toContainText(`© ${new Date().getFullYear()} Isla Moreton Art Pty Ltd`)
  await page.getByTestId('breadcrumb').getByRole('link', { name: 'Shop' }).click()
  await expect(page).toHaveURL(/\/shop$/)
  expect(errors).toEqual([])
})
