import { randomInt } from 'node:crypto'
import type { Page } from '@playwright/test'

/**
 * From here on, the page's visitor comes from a network of her own, as the proxy in front of the
 * site names it (TRUST_PROXY=1 in playwright.config.ts). The site limits the codes and links it
 * mails per client address (20 an hour); a whole run of customers from 127.0.0.1 would pass that.
 */
export async function fromOwnNetwork(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.${randomInt(256)}.${randomInt(1, 255)}` })
}
