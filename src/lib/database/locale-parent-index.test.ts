import { describe, expect, it } from 'vitest'

import { indexLocalesByParent } from '@/lib/database/locale-parent-index'

const unique = { name: 'products_locales_locale_parent_id_unique', on: ['_locale', '_parentID'] }

describe('indexLocalesByParent', () => {
  it('indexes each table of texts per language by its record, and no other table', () => {
    const rawTables = {
      products: { name: 'products', indexes: {} },
      products_locales: { name: 'products_locales', indexes: { _localeParent: unique } },
      products_rels: { name: 'products_rels' },
    }
    const schema = { tables: {} }
    expect(indexLocalesByParent({ schema, adapter: { localesSuffix: '_locales', rawTables } } as never)).toBe(schema)
    expect(rawTables.products_locales.indexes).toEqual({
      _localeParent: unique,
      _parentIdx: { name: 'products_locales_parent_id_idx', on: '_parentID' },
    })
    expect(rawTables.products.indexes).toEqual({})
    expect(rawTables.products_rels).toEqual({ name: 'products_rels' })
  })

  it('refuses a name PostgreSQL would cut short', () => {
    const name = `${'a'.repeat(50)}_locales`
    const rawTables = { [name]: { name } }
    expect(() =>
      indexLocalesByParent({ schema: {}, adapter: { localesSuffix: '_locales', rawTables } } as never),
    ).toThrow(/longer than 63/)
  })
})
