import { getTableColumns, type Column, type Table } from 'drizzle-orm'
import { getTableConfig as pgTableConfig, type PgTable } from 'drizzle-orm/pg-core'
import { getTableConfig as sqliteTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { Payload } from 'payload'

import { databaseKind } from '@/lib/env'

/*
 * Which of the database's tables a site archive holds, in which order they are written back, and
 * how a value is written so that either database reads it. Both databases' tables are made by
 * Payload from the same configuration, under the same names and with the same columns, so a row
 * read from one is a row of the other.
 */

/**
 * Left out of an archive: the record of migrations (the site restored into keeps its own), the
 * back-office's edit locks, and sign-ins, codes and spent captchas, which only the site that
 * issued them (with its own secret) could honour: everyone signs in again on the restored site.
 */
const LEFT_OUT = new Set([
  'payload_migrations',
  'payload_locked_documents',
  'payload_locked_documents_rels',
  'users_sessions',
  'account_sessions',
  'login_codes',
  'captcha_uses',
])

/** A table's references to others, by the key of the column that holds them. */
export type TableReferences = {
  name: string
  references: { column: string; target: string; nullable: boolean }[]
}

/** The tables in an order where each comes after those it refers to, and the columns written after all of them. */
export type InsertionPlan = { order: string[]; later: Record<string, string[]> }

/**
 * An order to insert the tables in so that every reference finds its row: a table after the
 * tables it refers to. Where references go round (a table that refers to itself, as a group to
 * its parent group; a user's picture, uploaded by a user), one column of the circle is written
 * empty and filled in once every row is in; such columns are always optional ones, since a
 * record cannot require a record that requires it.
 */
export function insertionPlan(tables: TableReferences[]): InsertionPlan {
  const byName = new Map(tables.map((t) => [t.name, t]))
  const order: string[] = []
  const later: Record<string, string[]> = {}
  const done = new Set<string>()
  const open = new Set<string>()
  const visit = (name: string) => {
    if (done.has(name)) return
    open.add(name)
    for (const { column, target, nullable } of byName.get(name)!.references) {
      if (!byName.has(target)) continue
      if (target === name || open.has(target)) {
        if (!nullable) throw new Error(`${name}.${column} requires a row of ${target}, which requires one of ${name}`)
        ;(later[name] ??= []).push(column)
      } else visit(target)
    }
    open.delete(name)
    done.add(name)
    order.push(name)
  }
  for (const { name } of tables) visit(name)
  return { order, later }
}

const tableConfig = (table: Table) =>
  databaseKind === 'postgres' ? pgTableConfig(table as PgTable) : sqliteTableConfig(table as SQLiteTable)

/** The column keys of a table by their names in the database. */
const keysByName = (table: Table) =>
  new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, key]))

/** The site's tables that an archive holds, by name. */
export function archivedTables(payload: Payload): Map<string, Table> {
  const tables = (payload.db as unknown as { tables: Record<string, Table> }).tables
  return new Map(Object.entries(tables).filter(([name]) => !LEFT_OUT.has(name)))
}

/** The references between the archived tables, as `insertionPlan` reads them. */
export function referencesOf(tables: Map<string, Table>): TableReferences[] {
  return [...tables].map(([name, table]) => {
    const config = tableConfig(table)
    const keys = keysByName(table)
    return {
      name,
      references: config.foreignKeys.map((key) => {
        const reference = key.reference()
        // Payload's references are each one column.
        const column = reference.columns[0]
        return {
          column: keys.get(column.name)!,
          target: tableConfig(reference.foreignTable).name,
          nullable: !column.notNull,
        }
      }),
    }
  })
}

/** The table's `id` column: every table Payload makes has one. */
export const idColumn = (table: Table): Column => getTableColumns(table).id

/**
 * A value as the archive keeps it: as SQLite returns it. PostgreSQL gives its `numeric` columns
 * (Payload's number fields) as text and its times in its own notation; SQLite keeps times as
 * ISO 8601 text, which PostgreSQL reads as well.
 */
export function archivedValue(column: Column, value: unknown): unknown {
  if (value === null || value === undefined) return null
  if (column.columnType === 'PgNumeric') return Number(value)
  if (column.columnType.startsWith('PgTimestamp') || column.columnType.startsWith('PgDate'))
    return new Date(value as string).toISOString()
  return value
}
