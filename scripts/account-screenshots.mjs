// Screenshots of the account screens, anonymous and signed in, at 390 and 1440 px, light and dark:
//   node scripts/account-screenshots.mjs http://127.0.0.1:3401 <email> <password> [--out dir]
// Signs in through the API the way the site does (session cookies), with every profile switch on.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'

const args = process.argv.slice(2)
const outIndex = args.indexOf('--out')
const out = outIndex >= 0 ? args.splice(outIndex, 2)[1] : 'test-results/screenshots/accounts'
const [base, email, password] = args
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

// Every profile switch on, through the back-office API, so the profile screen shows every field.
const admin = await fetch(`${base}/api/users/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email, password }),
}).then((r) => r.json())
const switches = [
  'edit_name',
  'edit_date_of_birth',
  'edit_company_name',
  'edit_abn',
  'edit_website',
  'manage_addresses',
]
await fetch(`${base}/api/globals/site-configuration`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Authorization: `JWT ${admin.token}` },
  body: JSON.stringify({ profile: Object.fromEntries(switches.map((s) => [s, true])) }),
})

const shoot = async (pages, signedIn) => {
  for (const page of pages) {
    for (const [label, width, height] of [
      ['mobile', 390, 844],
      ['desktop', 1440, 900],
    ]) {
      for (const scheme of ['light', 'dark']) {
        const context = await browser.newContext({
          viewport: { width, height },
          colorScheme: scheme,
          deviceScaleFactor: 1,
          baseURL: base,
        })
        if (signedIn) {
          const response = await context.request.post('/api/v1/cognito/user/login', {
            headers: { 'x-atelier-session': 'cookie' },
            data: { username: email, password, fingerprint: 'screenshot-print-00001' },
          })
          const { expires_at } = await response.json()
          await context.addInitScript(
            (value) => localStorage.setItem('atelier.session', value),
            JSON.stringify({ signed_in: true, expires_at }),
          )
        }
        const tab = await context.newPage()
        await tab.goto(base + page, { waitUntil: 'networkidle' })
        await tab.waitForTimeout(300)
        const name = `${page.replace(/\W+/g, '_')}${signedIn ? '-signed-in' : ''}-${label}-${scheme}.png`
        await tab.screenshot({ path: path.join(out, name), fullPage: true })
        console.log(path.join(out, name))
        await context.close()
      }
    }
  }
}
await shoot(
  [
    '/login',
    '/signup',
    '/forgotpassword',
    '/login?email=ada%40example.test&code=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    '/auth?code=x&state=y',
  ],
  false,
)
await shoot(['/my-account', '/profile'], true)
await browser.close()
