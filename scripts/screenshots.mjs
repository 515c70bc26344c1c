// Screenshots of pages at phone and desktop widths, light and dark:
//   node scripts/screenshots.mjs http://localhost:3000 / /about [--out dir]
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'

const args = process.argv.slice(2)
const outIndex = args.indexOf('--out')
const out = outIndex >= 0 ? args.splice(outIndex, 2)[1] : 'test-results/screenshots'
const [base, ...pages] = args
mkdirSync(out, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
})
for (const page of pages.length ? pages : ['/']) {
  for (const [label, width, height] of [
    ['mobile', 390, 844],
    ['desktop', 1440, 900],
  ]) {
    for (const scheme of ['light', 'dark']) {
      const context = await browser.newContext({
        viewport: { width, height },
        colorScheme: scheme,
        deviceScaleFactor: 1,
      })
      const tab = await context.newPage()
      await tab.goto(base + page, { waitUntil: 'networkidle' })
      // Scroll down step by step so lazy images load as they would for a visitor.
      await tab.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 60))
        }
      })
      await tab.waitForLoadState('networkidle')
      await tab.evaluate(() => window.scrollTo(0, 0))
      const name = `${page.replace(/\W+/g, '_') || 'home'}-${label}-${scheme}.png`
      await tab.screenshot({ path: path.join(out, name), fullPage: true })
      console.log(path.join(out, name))
      await context.close()
    }
  }
}
await browser.close()
