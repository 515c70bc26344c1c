import AxeBuilder from '@axe-core/playwright'
import { expect, type Browser, type Page } from '@playwright/test'

import { localizedPath } from '../../../src/i18n/localized-path'
import { SiteShell } from '../pages/site-shell'

/** WCAG 2.2 AA, every rule axe has for it; none is switched off. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Axe on a page, its frames included, with every WCAG 2.2 AA rule on every node. The frames'
 * results are gathered in the page itself (axe's "legacy mode") rather than in a blank page opened
 * for each check, which halves a check's time here (1.6 s against 0.7 s for `/shop`, 4.1 against
 * 2.3 s for the page with every widget; a violation planted in the page or in its frame is found
 * either way). Only violations are written out in full: no test reads the nodes that passed.
 */
export const wcagAxe = (page: Page) =>
  // Options first: `options` replaces all of them, the rules `withTags` chose among them.
  new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } }

type Screen = keyof typeof VIEWPORTS
type Scheme = 'light' | 'dark'
export type Variant = { locale: 'en' | 'ar'; screen: Screen; scheme: Scheme }

const variant = (locale: Variant['locale'], screen: Screen, scheme: Scheme): Variant => ({ locale, screen, scheme })

/** English and Arabic, phone and desktop, light and dark: all eight. */
export const EVERY_VARIANT: Variant[] = (['en', 'ar'] as const).flatMap((locale) =>
  (['phone', 'desktop'] as const).flatMap((screen) =>
    (['light', 'dark'] as const).map((scheme) => variant(locale, screen, scheme)),
  ),
)

/** Four variants that hold every pair of two settings (language and screen, language and scheme, screen and scheme). */
export const EVERY_PAIR: Variant[] = [
  variant('en', 'phone', 'light'),
  variant('en', 'desktop', 'dark'),
  variant('ar', 'phone', 'dark'),
  variant('ar', 'desktop', 'light'),
]

/** What a page still loads in the browser once the shell is ready, awaited before axe looks. */
export type Loaded = (page: Page) => Promise<void>

const WAIT = { timeout: 30_000 }

type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }
const describe = (v: Violation) =>
  `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`

/**
 * Runs axe on pages in chosen variants. One tab (a browser context of its own) per screen and
 * scheme is kept for all the pages it checks: the language is in the address, and a fresh
 * context would load the same scripts and pictures again for nothing. Nothing the pages check
 * leaves state behind in the tab (no language chosen, no suggestion dismissed), and each check
 * makes sure the address it asked for is the one shown.
 */
export class AxeVariants {
  private readonly tabs = new Map<string, Promise<Page>>()

  constructor(
    private readonly browser: Browser,
    private readonly storageState?: string,
  ) {}

  private tab(screen: Screen, scheme: Scheme): Promise<Page> {
    const key = `${screen} ${scheme}`
    let tab = this.tabs.get(key)
    if (!tab) {
      tab = this.browser
        .newContext({
          viewport: VIEWPORTS[screen],
          colorScheme: scheme,
          reducedMotion: 'reduce',
          storageState: this.storageState,
        })
        .then((context) => context.newPage())
      this.tabs.set(key, tab)
    }
    return tab
  }

  /**
   * Every violation axe finds on `path` in each of `variants`, once the page is ready. The tabs
   * work side by side (each its own browser process, axe's time is the most of a check); each
   * tab's variants take turns.
   */
  async violations(path: string, variants: Variant[], loaded?: Loaded): Promise<string[]> {
    const turns = new Map<string, Variant[]>()
    for (const v of variants) {
      const key = `${v.screen} ${v.scheme}`
      turns.set(key, [...(turns.get(key) ?? []), v])
    }
    const found = new Map<Variant, string[]>()
    await Promise.all(
      [...turns.values()].map(async (turn) => {
        for (const v of turn) found.set(v, await this.check(path, v, loaded))
      }),
    )
    return variants.flatMap((v) => found.get(v) ?? [])
  }

  private async check(path: string, { locale, screen, scheme }: Variant, loaded?: Loaded): Promise<string[]> {
    const page = await this.tab(screen, scheme)
    const address = localizedPath(locale, path)
    await page.goto(address)
    const shown = new URL(page.url())
    expect(shown.pathname + shown.search).toBe(address)
    await ready(page, locale, loaded)
    const { violations } = await wcagAxe(page).analyze()
    return violations.map((v) => `${address} ${screen} ${scheme}: ${describe(v)}`)
  }

  async close() {
    for (const tab of this.tabs.values()) await (await tab).context().close()
    this.tabs.clear()
  }
}

/** The shell hydrated with its own client data, then what the page itself loads. */
async function ready(page: Page, locale: Variant['locale'], loaded?: Loaded) {
  await new SiteShell(page).hydrated(WAIT)
  // The browser prefers English: an Arabic page offers it in a note of the shell, which is checked too.
  if (locale !== 'en') await expect(page.getByTestId('language-suggestion')).toBeVisible(WAIT)
  await loaded?.(page)
}

/** The signed-in account screens: the customer read, then the credit and the orders. */
export const accountLoaded: Record<'/my-account' | '/profile', Loaded> = {
  '/my-account': async (page) => {
    await expect(page.getByTestId('my-account')).toBeVisible(WAIT)
    await expect(page.getByTestId('credit-balance')).not.toHaveText('…', WAIT)
    // The list shows its line (none, or the orders) once the server has answered.
    await expect(page.getByTestId('order-list').locator('p, ul').first()).toBeVisible(WAIT)
  },
  '/profile': async (page) => {
    await expect(page.getByTestId('profile-form')).toBeVisible(WAIT)
  },
}

/** The cart, read in the browser: empty or with its lines. */
export const cartLoaded: Loaded = async (page) => {
  await expect(page.getByTestId('cart').or(page.getByTestId('cart-empty'))).toBeVisible(WAIT)
}

/** A page that shows one element once its client part has what it needs. */
export const shows =
  (testId: string): Loaded =>
  async (page) => {
    await expect(page.getByTestId(testId).first()).toBeVisible(WAIT)
  }
