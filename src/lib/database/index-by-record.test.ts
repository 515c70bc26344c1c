import { describe, expect, it } from 'vitest'

import { indexByRecord } from '@/lib/database/index-by-record'

const unique = { name: 'products_locales_locale_parent_id_unique', on: ['_locale', '_parentID'] }
const orderParent = { name: 'posts_texts_order_parent', on: ['order', 'parent'] }

describe('indexByRecord', () => {
  it("indexes each table of texts per language, and of a field's words or numbers, by its record", () => {
    const rawTables = {
      products: { name: 'products', indexes: {} },
      products_locales: { name: 'products_locales', indexes: { _localeParent: unique } },
      products_rels: { name: 'products_rels' },
      posts_texts: { name: 'posts_texts', columns: { parent: {}, text: {} }, indexes: { orderParentIdx: orderParent } },
      posts_numbers: { name: 'posts_numbers', columns: { parent: {}, number: {} } },
    }
    const schema = { tables: {} }
    expect(indexByRecord({ schema, adapter: { localesSuffix: '_locales', rawTables } } as never)).toBe(schema)
    expect(rawTables.products_locales.indexes).toEqual({
      _localeParent: unique,
      recordIdx: { name: 'products_locales_parent_id_idx', on: '_parentID' },
    })
    expect(rawTables.posts_texts.indexes).toEqual({
      orderParentIdx: orderParent,
      recordIdx: { name: 'posts_texts_parent_id_idx', on: 'parent' },
    })
    expect(rawTables.posts_numbers).toMatchObject({
      indexes: { recordIdx: { name: 'posts_numbers_parent_id_idx', on: 'parent' } },
    })
    expect(rawTables.products.indexes).toEqual({})
    expect(rawTables.products_rels).toEqual({ name: 'products_rels' })
  })

  it('refuses a name PostgreSQL would cut short', () => {
    const name = `${'a'.repeat(50)}_locales`
    const rawTables = { [name]: { name } }
    expect(() => indexByRecord({ schema: {}, adapter: { localesSuffix: '_locales', rawTables } } as never)).toThrow(
      /longer than 63/,
    )
  })
})
