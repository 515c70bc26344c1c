import type { TaskConfig } from 'payload'

import { removeStaleCarts, STALE_CART_DAYS } from '@/commerce/cart/stale-carts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Clears away anonymous carts untouched for STALE_CART_DAYS: every first visit that adds an item
 * leaves a cart, and most are never come back to. Scheduled once a day at a quiet hour (server
 * time) in the default queue, whose runner the server starts every minute.
 */
export const removeStaleCartsTask: TaskConfig<'removeStaleCarts'> = {
  slug: 'removeStaleCarts',
  label: 'Remove stale anonymous carts',
  schedule: [{ cron: '17 3 * * *', queue: 'default' }],
  outputSchema: [{ name: 'removed', type: 'number', required: true }],
  retries: 2,
  handler: async ({ req }) => {
    const removed = await removeStaleCarts(
      { payload: req.payload, req },
      new Date(Date.now() - STALE_CART_DAYS * DAY_MS),
    )
    if (removed > 0) req.payload.logger.info(`Removed ${removed} anonymous carts untouched for ${STALE_CART_DAYS} days`)
    return { output: { removed } }
  },
}
