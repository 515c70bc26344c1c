import { CsvError, parse } from 'csv-parse'

import type { ImportSource } from '@/commerce/import/imported-product'
import { MAX_UPLOAD_BYTES } from '@/media/limits'

/** The largest export file taken, as any upload to the studio (Shopify's own limit for a product file is 15 MB). */
export const IMPORT_FILE_MAX_BYTES = MAX_UPLOAD_BYTES

/** One row of the file by its column names, numbered as a spreadsheet shows it (the header is row 1). */
export type CsvRow = { row: number; get: (column: string) => string }

/** How much of the file is parsed before the event loop gets a turn (requests are answered between). */
const CHUNK_BYTES = 64 * 1024

/** The file's records, parsed a chunk at a time so a large file never holds the process for long. */
async function recordsOf(file: Buffer): Promise<string[][]> {
  const parser = parse({ bom: true, relax_column_count: true })
  const records: string[][] = []
  let failure: unknown
  parser.on('readable', () => {
    for (let record = parser.read(); record !== null; record = parser.read()) records.push(record as string[])
  })
  parser.on('error', (error) => (failure ??= error))
  const ended = new Promise<void>((resolve) => parser.on('close', resolve))
  for (let at = 0; at < file.length && failure === undefined; at += CHUNK_BYTES) {
    parser.write(file.subarray(at, at + CHUNK_BYTES))
    await new Promise((resolve) => setImmediate(resolve))
  }
  if (failure === undefined) parser.end()
  else parser.destroy()
  await ended
  if (failure !== undefined) throw failure
  return records
}

/** The file cannot be read at all: the dry run says why, and nothing is imported. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ImportFileError'
  }
}

/** The columns that tell each source's product export apart. */
const signatures: Record<ImportSource, string[]> = {
  shopify: ['Handle', 'Title', 'Variant Price'],
  etsy: ['TITLE', 'PRICE', 'CURRENCY_CODE'],
  woocommerce: ['Type', 'Name', 'Regular price'],
  squarespace: ['Product ID [Non Editable]', 'Title', 'Price'],
}

const SOURCE_NAMES = 'Shopify, Etsy, WooCommerce or Squarespace'

/** Which source's export has these columns, if any. */
export function sourceOfColumns(columns: string[]): ImportSource | null {
  const present = new Set(columns)
  const found = (Object.keys(signatures) as ImportSource[]).find((source) =>
    signatures[source].every((column) => present.has(column)),
  )
  return found ?? null
}

/**
 * An export file's rows, read as spreadsheets and shops write them: UTF-8 with or without a byte
 * order mark, Windows or Unix line ends, quoted values over several lines, rows with fewer or more
 * columns than the header. A file that is not text, is cut short inside a quoted value, or is not
 * one of the four sources' product exports is refused with the reason.
 */
export async function readExportCsv(
  file: Buffer,
  expected?: ImportSource,
): Promise<{ source: ImportSource; rows: CsvRow[]; columns: string[] }> {
  if (file.length > IMPORT_FILE_MAX_BYTES) {
    throw new ImportFileError(
      `The file is ${Math.ceil(file.length / 1024 / 1024)} MB; an export file of at most ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB is taken. Export fewer products at a time.`,
    )
  }
  if (file.length === 0) throw new ImportFileError('The file is empty.')
  if (file.subarray(0, 4096).includes(0)) {
    throw new ImportFileError(`This is not a CSV file: it is not text. Upload the product export of ${SOURCE_NAMES}.`)
  }
  let records: string[][]
  try {
    records = await recordsOf(file)
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw new ImportFileError(
        'The file ends inside a quoted value: it looks cut short. Export it again and upload the whole file.',
      )
    }
    if (error instanceof CsvError) throw new ImportFileError(`The file cannot be read as CSV: ${error.message}`)
    throw error
  }
  const [header, ...body] = records
  const columns = (header ?? []).map((name) => name.trim())
  const source = sourceOfColumns(columns)
  if (!source) {
    throw new ImportFileError(
      `This is not a product export of ${SOURCE_NAMES}: its first line names none of their columns.`,
    )
  }
  if (expected && source !== expected) {
    throw new ImportFileError(`This is a product export of ${sourceName(source)}, not of ${sourceName(expected)}.`)
  }
  const index = new Map(columns.map((name, i) => [name, i] as const))
  const rows = body.flatMap((record, i) =>
    record.some((value) => value.trim() !== '')
      ? [
          {
            row: i + 2,
            get: (column: string) => {
              const at = index.get(column)
              return at === undefined ? '' : (record[at] ?? '').trim()
            },
          },
        ]
      : [],
  )
  return { source, rows, columns }
}

export function sourceName(source: ImportSource): string {
  return { shopify: 'Shopify', etsy: 'Etsy', woocommerce: 'WooCommerce', squarespace: 'Squarespace' }[source]
}
