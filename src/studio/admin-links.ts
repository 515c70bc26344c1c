import { stringify } from 'qs-esm'
import type { Where } from 'payload'

/** A back-office list, filtered: the same filter a count on the dashboard was made with. */
export const listLink = (collection: string, where?: Where) =>
  `/admin/collections/${collection}${where ? `?${stringify({ where }, { addQueryPrefix: false })}` : ''}`

/** A document's edit screen in the back-office. */
export const editLink = (collection: string, id: number | string) => `/admin/collections/${collection}/${id}`
