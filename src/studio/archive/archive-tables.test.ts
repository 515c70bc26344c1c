import { getTableColumns } from 'drizzle-orm'
import { integer, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'

import { archivedValue, insertionPlan, type TableReferences } from '@/studio/archive/archive-tables'

const table = (
  name: string,
  ...references: [column: string, target: string, nullable?: boolean][]
): TableReferences => ({
  name,
  references: references.map(([column, target, nullable = true]) => ({ column, target, nullable })),
})

describe('the order a restore writes tables in', () => {
  it('puts every table after the tables it refers to', () => {
    const { order, later } = insertionPlan([
      table('orders_lines', ['_parentID', 'orders', false], ['sku', 'skus']),
      table('orders', ['user', 'users', false]),
      table('skus', ['product', 'products', false]),
      table('products'),
      table('users'),
    ])
    const before = (a: string, b: string) => order.indexOf(a) < order.indexOf(b)
    expect(order).toHaveLength(5)
    expect(before('orders', 'orders_lines') && before('skus', 'orders_lines')).toBe(true)
    expect(before('users', 'orders') && before('products', 'skus')).toBe(true)
    expect(later).toEqual({})
  })

  it('fills in afterwards a reference that goes round: a group’s parent, a user’s picture uploaded by a user', () => {
    const { order, later } = insertionPlan([
      table('groups', ['parent', 'groups'], ['image', 'media']),
      table('users', ['image', 'media']),
      table('media', ['owner', 'users']),
    ])
    expect(order.sort()).toEqual(['groups', 'media', 'users'])
    // One column of each circle: the group's parent, and one of the two sides of users ↔ media.
    expect(later.groups).toEqual(['parent'])
    expect([...(later.users ?? []), ...(later.media ?? [])]).toHaveLength(1)
  })

  it('leaves out references to tables the archive does not hold', () => {
    expect(
      insertionPlan([table('payload_preferences_rels', ['users', 'users'], ['locks', 'payload_locked_documents'])]),
    ).toEqual({ order: ['payload_preferences_rels'], later: {} })
  })

  it('refuses a circle of required references, which no order of rows could satisfy', () => {
    expect(() => insertionPlan([table('a', ['b', 'b', false]), table('b', ['a', 'a', false])])).toThrow(
      'b.a requires a row of a, which requires one of b',
    )
  })
})

describe('a value as the archive keeps it', () => {
  const columns = getTableColumns(
    pgTable('sample', {
      price: numeric('price'),
      paidAt: timestamp('paid_at', { mode: 'string', withTimezone: true, precision: 3 }),
      qty: integer('qty'),
      name: varchar('name'),
    }),
  )

  it('gives PostgreSQL’s numbers as numbers and its times as SQLite keeps them', () => {
    expect(archivedValue(columns.price, '1250.5')).toBe(1250.5)
    expect(archivedValue(columns.paidAt, '2026-12-05 13:11:08.915+00')).toBe('2026-12-05T13:11:08.915Z')
    expect(archivedValue(columns.paidAt, '2026-12-05 23:41:08.915+10:30')).toBe('2026-12-05T13:11:08.915Z')
  })

  it('keeps everything else as it is, and an empty value empty', () => {
    expect(archivedValue(columns.qty, 3)).toBe(3)
    expect(archivedValue(columns.name, '=SUM(1)')).toBe('=SUM(1)')
    expect(archivedValue(columns.price, null)).toBeNull()
    expect(archivedValue(columns.paidAt, undefined)).toBeNull()
  })
})
