import { expect, type Page } from '@playwright/test'

/** The parts of the site's shell a visitor sees on every page. */
export class SiteShell {
  constructor(readonly page: Page) {}

  logo = () => this.page.getByTestId('site-logo')
  footer = () => this.page.getByTestId('site-footer')
  themeToggle = () => this.page.getByTestId('theme-toggle')
  backToTop = () => this.page.getByTestId('back-to-top')
  progress = () => this.page.getByTestId('navigation-progress')
  menuToggle = () => this.page.getByTestId('menu-toggle')
  notFound = () => this.page.getByTestId('not-found')

  async isDark(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.classList.contains('dark'))
  }

  /** Records every state the progress bar passes through, from now on. */
  async recordProgress(): Promise<() => Promise<string[]>> {
    // On cached pages the bar renders in the browser (it reads the query string), after hydration.
    await expect(this.progress()).toBeAttached()
    await this.page.evaluate(() => {
      const bar = document.querySelector('[data-testid="navigation-progress"]')
      const seen: string[] = ((window as unknown as { __progress: string[] }).__progress = [])
      new MutationObserver(() => seen.push(bar?.getAttribute('data-state') ?? '')).observe(bar as Node, {
        attributes: true,
      })
    })
    return () => this.page.evaluate(() => (window as unknown as { __progress: string[] }).__progress)
  }

  /** Waits until the shell has hydrated: the header's cart count leaves `loading` once its client part has read the cart. */
  async hydrated(options?: { timeout: number }) {
    await expect(this.page.locator('[data-testid="cart-count"]:not([data-status="loading"])')).toBeAttached(options)
  }

  async expectLoaded() {
    await expect(this.logo()).toBeVisible()
    await expect(this.footer()).toBeVisible()
  }
}
