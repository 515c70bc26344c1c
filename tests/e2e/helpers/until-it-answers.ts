import { expect } from '@playwright/test'

/**
 * Repeats an action until the page shows its effect. A widget's browser code arrives in a chunk
 * of its own after the page: a click that lands before it has hydrated does nothing, and is
 * simply made again. `answered` must fail quickly (a short timeout) while nothing has happened.
 */
export async function untilItAnswers(act: () => Promise<void>, answered: () => Promise<void>, timeout = 20_000) {
  await expect(async () => {
    await act()
    await answered()
  }).toPass({ timeout })
}
