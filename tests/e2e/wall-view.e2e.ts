import { expect, test } from '@playwright/test'

/** Widths as drawn on the screen, in pixels. */
const drawnWidth = async (locator: import('@playwright/test').Locator) => (await locator.boundingBox())!.width

for (const phone of [false, true]) {
  test(`an original is shown on a wall at its true size${phone ? ' @mobile' : ''}`, async ({ page }) => {
    await page.goto('/product/cottesloe-morning')
    const opener = page.getByTestId('wall-view-open')
    await opener.click()
    const wall = page.getByTestId('wall-view')
    await expect(wall).toBeVisible()
    const painting = wall.getByTestId('wall-painting')
    const widthCm = Number(await painting.getAttribute('data-width-cm'))
    expect(widthCm).toBe(56)
    // The one-metre bar and the painting are drawn at the same scale: 56 cm is 0.56 of the bar.
    const metre = await drawnWidth(wall.getByTestId('wall-scale').locator('line').first())
    expect(Math.abs((await drawnWidth(painting)) / metre - widthCm / 100)).toBeLessThan(0.01)
    // So is the sofa: 210 cm.
    const sofa = wall.getByTestId('wall-companion')
    expect(Math.abs((await drawnWidth(sofa)) / metre - 2.1)).toBeLessThan(0.01)

    await wall.getByRole('button', { name: /A person/ }).click()
    await expect(wall.getByRole('button', { name: /A person/ })).toHaveAttribute('aria-pressed', 'true')
    await wall.getByRole('button', { name: 'Sage' }).click()
    await expect(wall.getByTestId('wall-scene').locator('rect').first()).toHaveAttribute('fill', '#a9b5a0')
    await page.keyboard.press('Escape')
    await expect(wall).toBeHidden()
    await expect(opener).toBeFocused()
  })
}
