import { execFileSync } from 'node:child_process'
import { expect, test } from '@playwright/test'

import shipping from '../../src/seed/translations/shipping.json' with { type: 'json' }
import { drawnLefts, increasing } from './helpers/reading-order'
import { addAddress, addOriginal, createCustomer, signInAtCheckout } from './pages/checkout'

/** The studio's phone as the demo site's settings have it (src/seed/site.ts). */
const STUDIO_PHONE = '+61 8 9335 0142'

test('in Arabic, the checkout, the tax invoice and its PDF show addresses, phone and reference as written', async ({
  page,
  request,
}) => {
  const email = `rtl-${Date.now()}@example.test`
  await createCustomer(request, email, 'Zoe', 'Reid')
  await addOriginal(page, 'fremantle-harbour-boats')
  await page.goto('/checkout')
  await signInAtCheckout(page, email)
  await addAddress(page, { street: '22 Marine Parade', city: 'Cottesloe', postcode: '6011', country: 'Australia' })

  await page.goto('/ar/checkout')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const place = page.getByTestId('address-place').first()
  await expect(place).toContainText('22 Marine Parade')
  // Drawn in its written order inside the right-to-left page: the house number first, on the left.
  expect(increasing(await drawnLefts(place, '22 Marine Parade, Cottesloe, 6011, Australia'))).toBe(true)

  // The shipping choices are named in Arabic, as the studio translated them.
  await page
    .getByTestId('shipping-options')
    .getByRole('radio', { name: new RegExp(shipping.ar['Free delivery within Australia']) })
    .check()
  await page.getByTestId('place-order').click()
  await page.waitForURL('**/pay/test/**')
  // The payment page names the order in the customer's language, its reference as written.
  const gateway = page.getByTestId('test-gateway')
  await expect(gateway).toContainText('الطلب')
  const paying = (await gateway.textContent())!.match(/IM-\d+/)![0]
  expect(increasing(await drawnLefts(gateway, paying))).toBe(true)
  await page.getByTestId('test-pay').click()
  await page.getByTestId('invoice-link').click()
  await page.waitForURL('**/ar/invoice/*')

  const seller = page.getByTestId('invoice-seller')
  const buyer = page.getByTestId('invoice-buyer')
  await expect(seller).toContainText(STUDIO_PHONE)
  expect(increasing(await drawnLefts(seller, STUDIO_PHONE))).toBe(true)
  expect(increasing(await drawnLefts(seller, '12 Pakenham Street'))).toBe(true)
  expect(increasing(await drawnLefts(buyer, '22 Marine Parade'))).toBe(true)
  const reference = (await page.getByTestId('invoice-number').textContent())!.trim()
  expect(reference).toMatch(/^IM-\d+$/)
  expect(increasing(await drawnLefts(page.getByTestId('invoice-number'), reference))).toBe(true)

  // The PDF (written in English: its font has no Arabic letters) read back as text.
  const href = (await page.getByTestId('invoice-pdf-link').getAttribute('href'))!
  const pdf = await page.request.get(href)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: await pdf.body() }).toString()
  expect(text).toContain(STUDIO_PHONE)
  expect(text).toContain('22 Marine Parade')
  expect(text).toContain('Cottesloe 6011')
  expect(text).toContain(reference)
})
