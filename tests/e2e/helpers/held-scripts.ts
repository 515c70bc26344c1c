import type { Page } from '@playwright/test'

/**
 * Holds back the page's scripts, as a slow phone's connection does, until `release`: the page shows
 * as the server drew it, and a visitor can type into it before it comes to life.
 */
export async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  let holding = true
  const held: (() => Promise<void>)[] = []
  const script = (url: URL) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js')
  await page.route(script, (route) => (holding ? void held.push(() => route.continue()) : route.continue()))
  return {
    release: async () => {
      holding = false
      await Promise.all(held.map((go) => go()))
    },
  }
}
