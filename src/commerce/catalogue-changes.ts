/**
 * What a save names when it drops the shop's caches (see `invalidateTag`): the product, SKU,
 * addon or picture it touched, or the product groups, so the catalogue in memory reads that
 * again instead of everything.
 */
export type CatalogueRecord = 'product' | 'sku' | 'addon' | 'media'

export const catalogueChange = (record: CatalogueRecord, id: number | string): string => `${record}:${id}`

/** The groups are read together (a save of one renumbers its tree). */
export const GROUPS_CHANGE = 'groups'

export type CatalogueChanges = Record<CatalogueRecord, Set<number>> & { groups: boolean }

/** Record ids by kind, or null when a change names something the catalogue cannot update alone. */
export function parseCatalogueChanges(changed: Iterable<string>): CatalogueChanges | null {
  const ids: CatalogueChanges = {
    product: new Set(),
    sku: new Set(),
    addon: new Set(),
    media: new Set(),
    groups: false,
  }
  for (const key of changed) {
    if (key === GROUPS_CHANGE) {
      ids.groups = true
      continue
    }
    const match = /^(product|sku|addon|media):(\d+)$/.exec(key)
    if (!match) return null
    ids[match[1] as CatalogueRecord].add(Number(match[2]))
  }
  return ids
}
