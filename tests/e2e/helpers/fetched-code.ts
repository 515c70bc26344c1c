import type { Page } from '@playwright/test'

/**
 * Watches the scripts a page fetches from now on; the answer tells whether any of them holds
 * `marker` (a test id of a part, as it stays in the built code), to see when a part's code came.
 */
export function fetchedCode(page: Page): (marker: string) => Promise<boolean> {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text())
  })
  return async (marker) => (await Promise.all(scripts)).some((code) => code.includes(`"${marker}"`))
}
