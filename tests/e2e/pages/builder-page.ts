import { expect, type Locator, type Page } from '@playwright/test'

import { untilItAnswers } from '../helpers/until-it-answers'

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

  /** Opens a grid tile (of the page, or of one widget) in its lightbox, once the lightbox's code has arrived. */
  async openTile(index: number, within: Locator | Page = this.page) {
    const lightbox = within.getByTestId('lightbox')
    await untilItAnswers(
      () => within.getByTestId('gallery-tile').nth(index).click(),
      () => expect(lightbox).toBeVisible({ timeout: 2_000 }),
    )
    return lightbox
  }
}
