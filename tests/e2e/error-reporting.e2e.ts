import { expect, test, type APIRequestContext } from '@playwright/test'

import { E2E_SENTRY } from '../../playwright.config'
import type { EnvelopeItem } from './helpers/sentry-receiver'

type ErrorEvent = { exception?: { values?: { value?: string }[] } }

/**
 * The error events the reporting service has taken for an error whose message contains `text`, each
 * whole as it was sent. (A later event may carry the same text among its breadcrumbs; it is not one.)
 */
async function reportsOf(request: APIRequestContext, text: string): Promise<string[]> {
  const received = (await (await request.get(`http://127.0.0.1:${E2E_SENTRY.port}/received`)).json()) as EnvelopeItem[]
  return received
    .filter((item) => item.type === 'event')
    .map((item) => item.payload as ErrorEvent)
    .filter((event) => event.exception?.values?.some((error) => error.value?.includes(text)))
    .map((event) => JSON.stringify(event))
}

test.describe('error reporting', () => {
  test('a server error reaches the reporting service, without the personal data it carried', async ({ request }) => {
    const before = (await reportsOf(request, 'Error check for')).length
    const response = await request.get('/internal/error-check?who=jane.collector@example.com')
    expect(response.status()).toBe(500)
    await expect
      .poll(async () => (await reportsOf(request, 'Error check for')).length, { timeout: 15_000 })
      .toBe(before + 1)
    const event = (await reportsOf(request, 'Error check for'))[before]
    expect(event).toContain('Error check for [email] with code [code]')
    expect(event).not.toContain('jane.collector')
    expect(event).not.toContain('482913')
  })

  test('a browser error reaches the reporting service, without the personal data it carried', async ({
    page,
    request,
  }) => {
    const before = (await reportsOf(request, 'Browser check for')).length
    await page.goto('/shop')
    // The reporting code comes after the page has loaded.
    await expect.poll(() => page.evaluate(() => Boolean((window as { __SENTRY__?: unknown }).__SENTRY__))).toBe(true)
    await page.evaluate(() => {
      document.cookie = 'atelier-e2e-secret=eyJhbGciOi.eyJzdWIiOiIx.c2lnbmF0dXJlMTIz; path=/'
      setTimeout(() => {
        throw new Error('Browser check for jane.collector@example.com, code 654321')
      })
    })
    await expect
      .poll(async () => (await reportsOf(request, 'Browser check for')).length, { timeout: 15_000 })
      .toBe(before + 1)
    const event = (await reportsOf(request, 'Browser check for'))[before]
    expect(event).toContain('Browser check for [email], code [code]')
    expect(event).toContain('/shop')
    for (const secret of ['jane.collector', '654321', 'eyJhbGciOi', 'atelier-e2e-secret'])
      expect(event).not.toContain(secret)
  })
})
