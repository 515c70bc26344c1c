import { describe, expect, it } from 'vitest'

import { catalogueChange, GROUPS_CHANGE, parseCatalogueChanges } from '@/commerce/catalogue-changes'

describe('the catalogue’s change names', () => {
  it('sorts the named records by kind', () => {
    const changed = [catalogueChange('product', 3), catalogueChange('sku', 7), catalogueChange('sku', 8), 'addon:2']
    expect(parseCatalogueChanges(changed)).toEqual({
      product: new Set([3]),
      sku: new Set([7, 8]),
      addon: new Set([2]),
      media: new Set(),
      groups: false,
    })
    expect(parseCatalogueChanges([GROUPS_CHANGE, catalogueChange('media', 5)])).toMatchObject({
      media: new Set([5]),
      groups: true,
    })
  })

  it('refuses what it cannot update alone', () => {
    expect(parseCatalogueChanges(['product:3', 'group:1'])).toBeNull()
    expect(parseCatalogueChanges(['product:x'])).toBeNull()
  })
})
