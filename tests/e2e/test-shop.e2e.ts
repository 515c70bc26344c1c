import { execFile } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'

const run = promisify(execFile)

/** A GET with the Host header a visitor's browser would send on another name of the site. */
function getWithHost(baseURL: string, pathname: string, host: string) {
  const base = new URL(baseURL)
  return new Promise<{ status: number; location?: string; cookies?: string[] }>((resolve, reject) => {
    const req = httpRequest({ host: base.hostname, port: base.port, path: pathname, headers: { host } }, (res) => {
      res.resume()
      resolve({ status: res.statusCode ?? 0, location: res.headers.location, cookies: res.headers['set-cookie'] })
    })
    req.on('error', reject)
    req.end()
  })
}

test.describe('a shop on the test gateway', () => {
  test('says on every page that no real money moves, in the visitor’s language', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByTestId('test-shop-notice')).toHaveText(/Test shop: no real money moves/)
    await page.goto('/shop')
    await expect(page.getByTestId('test-shop-notice')).toBeVisible()
    await page.goto('/ar/shop')
    const notice = page.getByTestId('test-shop-notice')
    await expect(notice).toBeVisible()
    await expect(notice).not.toContainText('Test shop')
  })

  test('refuses a public start without a payment gateway, naming the settings', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-start-'))
    try {
      const started = run('node', ['dist/server.mjs'], {
        env: { ...process.env, NODE_ENV: 'production', SEED: 'false', PORT: '3299', DATA_DIR: dataDir },
        timeout: 60_000,
      })
      const failure = await started.then(
        () => null,
        (error: { code?: number; stderr?: string }) => error,
      )
      expect(failure?.code).toBe(1)
      expect(failure?.stderr).toContain('PAYMENTS must be chosen for a shop open to the public (SEED is off)')
      expect(failure?.stderr).toContain('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET')
      expect(failure?.stderr).toContain('PAYMENTS=test')
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

test.describe('one host', () => {
  test('sends a page asked for on another host to the same address on the site’s host, before any cookie', async ({
    baseURL,
  }) => {
    const answer = await getWithHost(baseURL!, '/shop?page=2', 'www.isla-moreton.example')
    expect(answer.status).toBe(308)
    expect(answer.location).toBe(`${baseURL}/shop?page=2`)
    expect(answer.cookies ?? []).toEqual([])
    // The site's own host, and this machine's own names, are served as they are.
    expect((await getWithHost(baseURL!, '/shop', new URL(baseURL!).host)).status).toBe(200)
    expect((await getWithHost(baseURL!, '/shop', `localhost:${new URL(baseURL!).port}`)).status).toBe(200)
  })
})
