import { expect, test } from '@playwright/test'

import { fetchedCode } from './helpers/fetched-code'
import { SiteShell } from './pages/site-shell'

/** Widths as drawn on the screen, in pixels. */
const drawnWidth = async (locator: import('@playwright/test').Locator) => (await locator.boundingBox())!.width

for (const phone of [false, true]) {
  test(`an original is shown on a wall at its true size${phone ? ' @mobile' : ''}`, async ({ page }) => {
    // The view's own code is fetched when the view is first asked for.
    const fetched = fetchedCode(page)
    await page.goto('/product/cottesloe-morning')
    // A tap before the page has hydrated opens nothing.
    await new SiteShell(page).hydrated()
    expect(await fetched('wall-scene')).toBe(false)
    const opener = page.getByTestId('wall-view-open')
    await opener.click()
    const wall = page.getByTestId('wall-view')
    await expect(wall).toBeVisible()
    expect(await fetched('wall-scene')).toBe(true)
    const painting = wall.getByTestId('wall-painting')
    const widthCm = Number(await painting.getAttribute('data-width-cm'))
    expect(widthCm).toBe(56)
    // The scene is drawn in centimetres: the wall is 420 cm wide, so its drawn width gives the scale.
    const scene = wall.getByTestId('wall-scene')
    const pxPerCm = (await drawnWidth(scene)) / Number(await scene.getAttribute('data-wall-width-cm'))
    expect(Math.abs((await drawnWidth(painting)) / pxPerCm - widthCm)).toBeLessThan(0.5)
    // The sofa beside it is 210 cm, and the scale bar one metre.
    expect(Math.abs((await drawnWidth(wall.getByTestId('wall-companion'))) / pxPerCm - 210)).toBeLessThan(0.5)
    const bar = wall.getByTestId('wall-scale').locator('line').first()
    const [x1, x2] = [Number(await bar.getAttribute('x1')), Number(await bar.getAttribute('x2'))]
    expect(x2 - x1).toBe(100)

    await wall.getByRole('button', { name: /A person/ }).click()
    await expect(wall.getByRole('button', { name: /A person/ })).toHaveAttribute('aria-pressed', 'true')
    await wall.getByRole('button', { name: 'Sage' }).click()
    await expect(wall.getByTestId('wall-scene').locator('rect').first()).toHaveAttribute('fill', '#a9b5a0')
    await page.keyboard.press('Escape')
    await expect(wall).toBeHidden()
    await expect(opener).toBeFocused()
    // Asked for again, it opens again as it was left.
    await opener.click()
    await expect(wall).toBeVisible()
    await expect(wall.getByRole('button', { name: /A person/ })).toHaveAttribute('aria-pressed', 'true')
    await wall.getByRole('button', { name: 'Close' }).click()
    await expect(wall).toBeHidden()
    await expect(opener).toBeFocused()
  })
}
