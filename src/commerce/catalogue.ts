import type { Payload } from 'payload'

import { GROUPS_TAG, SHOP_TAG } from '@/lib/cache-tags'
import { changesSince, tagGenerations, type TagGenerations } from '@/lib/memo-cache'
import { revalidateTags } from '@/lib/revalidation'
import { afterRequests } from '@/lib/requests-in-flight'
import type { Sku } from '@/payload-types'

import { buildCatalogue } from '@/commerce/catalogue-build'
import { parseCatalogueChanges } from '@/commerce/catalogue-changes'
import { patchCatalogue } from '@/commerce/catalogue-patch'
import type { CatalogueAddon, CatalogueGroup, CatalogueProduct } from '@/commerce/catalogue-read'
import type { SearchIndex } from '@/commerce/search-index'

export type { CatalogueProduct } from '@/commerce/catalogue-read'

/** The published shop in memory: products with their SKUs, product groups and addons. */
export type Catalogue = {
  products: CatalogueProduct[]
  bySlug: Map<string, CatalogueProduct>
  byId: Map<number, CatalogueProduct>
  skus: Map<number, Sku>
  groups: Map<number, CatalogueGroup>
  groupsBySlug: Map<string, CatalogueGroup>
  addons: Map<number, CatalogueAddon>
  search: SearchIndex
}

const TAGS = [SHOP_TAG, GROUPS_TAG]

/** More named changes than this are read as a whole new catalogue. */
const PATCH_LIMIT = 200

/**
 * How long a slice of a whole read in the background waits for the requests being answered: the
 * pages rendered meanwhile show the catalogue before (and are dropped again once the new one is
 * in place), so they need not wait for it.
 */
const MOST_WAIT_MS = 100

type State = {
  /** The catalogue readers get, and the invalidations of TAGS it reflects. */
  catalogue: Catalogue | null
  seen: TagGenerations
  /** The first read of this process, which every reader awaits. */
  first: Promise<Catalogue> | null
  /** The work bringing the catalogue up to date, and the patch in it that readers wait for. */
  work: Promise<void> | null
  patch: Promise<void> | null
}

// On globalThis, as the memo cache is: the API server and Next's bundled pages share one catalogue.
const state = ((globalThis as Record<symbol, unknown>)[Symbol.for('atelier.catalogue')] ??= {
  catalogue: null,
  seen: {},
  first: null,
  work: null,
  patch: null,
}) as State

/** Whether the catalogue reflects every invalidation counted in `wanted` (by default, all so far). */
const reflects = (wanted: TagGenerations = tagGenerations(TAGS)) =>
  TAGS.every((tag) => (state.seen[tag] ?? 0) >= wanted[tag])

/**
 * The published catalogue. It is read once; after that what a save names (a product, SKU, addon
 * or picture, the product groups; see `catalogueChange`) is read again on its own and put in
 * place, and readers wait for that short step. Anything else (a change from another process,
 * more than PATCH_LIMIT records at once) reads the whole catalogue again in the background, in
 * slices between the answers to requests, while readers keep getting the one before; saves made
 * during that read are applied after it. Lists, product pages, SKU lookups, cart prices and search are answered from memory.
 */
export async function getCatalogue(payload: Payload): Promise<Catalogue> {
  if (!state.catalogue) return readFirst(payload)
  const wanted = tagGenerations(TAGS)
  if (reflects(wanted)) return state.catalogue
  state.work ??= bringUpToDate(payload)
    .catch((error: unknown) => console.error('[catalogue]', error))
    .finally(() => (state.work = null))
  // Every save made before this read is waited for while it is being patched in; none during a whole read.
  while (state.patch && !reflects(wanted)) await state.patch.catch(() => undefined)
  return state.catalogue
}

function readFirst(payload: Payload): Promise<Catalogue> {
  state.first ??= (async () => {
    const seen = tagGenerations(TAGS)
    const catalogue = await buildCatalogue(payload)
    if (!state.catalogue) Object.assign(state, { catalogue, seen })
    return state.catalogue ?? catalogue
  })().finally(() => (state.first = null))
  return state.first
}

/** Applies what was saved since the catalogue was read, until nothing more was. */
async function bringUpToDate(payload: Payload): Promise<void> {
  while (state.catalogue && !reflects()) {
    const target = tagGenerations(TAGS)
    const changed = changesSince(state.seen)
    const ids = changed === 'all' || changed.size > PATCH_LIMIT ? null : parseCatalogueChanges(changed)
    if (ids) {
      state.patch = patchCatalogue(payload, state.catalogue, ids)
      try {
        await state.patch
      } finally {
        state.patch = null
      }
      state.seen = target
    } else {
      const catalogue = await buildCatalogue(payload, () => afterRequests(MOST_WAIT_MS))
      Object.assign(state, { catalogue, seen: target })
      // Pages and cached data made from the old catalogue while this one was read are dropped
      // once more; naming no record, this asks the catalogue for nothing.
      void revalidateTags([SHOP_TAG], undefined, [])
    }
  }
}
