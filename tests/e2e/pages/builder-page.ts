import { expect, type Page } from '@playwright/test'

/** A page-builder page and the widgets a visitor uses on it. */
export class BuilderPage {
  constructor(readonly page: Page) {}

  root = () => this.page.getByTestId('page')
  faq = () => this.page.getByTestId('faq')
  slider = () => this.page.getByTestId('slider')
  tiles = () => this.page.getByTestId('gallery-tile')
  lightbox = () => this.page.getByTestId('lightbox')

  async open(path: string) {
    const response = await this.page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(this.root()).toBeVisible()
    return response
  }

  question = (name: string | RegExp) => this.faq().getByRole('button', { name })
}
