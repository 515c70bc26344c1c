/** The parts of a table as Payload describes it before it is built, which this hook touches. */
type RawTables = Record<
  string,
  { name: string; columns?: Record<string, unknown>; indexes?: Record<string, { name: string; on: string | string[] }> }
>

/** PostgreSQL cuts longer names short, and two cut names could be the same. */
const LONGEST_NAME = 63

/**
 * Payload keeps each record's texts per language in a `…_locales` table, indexed only by
 * (language, record), and a field's list of words or numbers in a `…_texts` or `…_numbers`
 * table, indexed by (position, record). Reading records looks these rows up by record alone,
 * which neither index can serve: each record read scanned the whole table, so reading a shop took
 * time in the square of its size (300 products in 18 languages: 5 ms a product for the names
 * alone; 0.16 ms with this index). Every such table gets an index on its record's id.
 *
 * A `beforeSchemaInit` hook of both database adapters, run on the tables as Payload describes
 * them before they are built (so the generated migrations carry the indexes too).
 */
export function indexByRecord<S>(args: { schema: S }): S {
  const { adapter } = args as unknown as { adapter: { localesSuffix: string; rawTables: RawTables } }
  for (const table of Object.values(adapter.rawTables)) {
    const record = table.name.endsWith(adapter.localesSuffix)
      ? '_parentID'
      : /_(texts|numbers)$/.test(table.name) && table.columns && 'parent' in table.columns
        ? 'parent'
        : null
    if (!record) continue
    const name = `${table.name}_parent_id_idx`
    if (name.length > LONGEST_NAME) throw new Error(`The index name ${name} is longer than ${LONGEST_NAME} characters`)
    table.indexes = { ...table.indexes, recordIdx: { name, on: record } }
  }
  return args.schema
}
