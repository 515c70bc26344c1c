import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import type { Order } from '@/payload-types'

/** A field as the save leaves it: the value sent, else the stored one. */
const after = <K extends keyof Order>(data: Partial<Order>, original: Order | undefined, key: K) =>
  key in data ? data[key] : original?.[key]

/**
 * A dispatched order needs the tracking number the customer's mail carries, unless it is picked
 * up. And `dispatched_at`, the mark that the dispatch mail went (see notify-dispatched.ts), is
 * never cleared by a save: a back-office form loaded before the dispatch would send it empty.
 */
export const checkDispatch: CollectionBeforeChangeHook<Order> = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update') return data
  const status = after(data, originalDoc, 'status')
  const tracking = String(after(data, originalDoc, 'tracking_number') ?? '').trim()
  if (status === 'dispatched' && !after(data, originalDoc, 'is_pick_up') && !tracking) {
    throw new ValidationError({
      collection: 'orders',
      req,
      errors: [
        {
          path: 'tracking_number',
          message: 'Enter the tracking number before setting the order to dispatched (a pick-up needs none).',
        },
      ],
    })
  }
  if (originalDoc?.dispatched_at) data.dispatched_at = originalDoc.dispatched_at
  return data
}
