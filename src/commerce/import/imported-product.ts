/**
 * A product as a shop's export file describes it, read into one shape whatever the source, before
 * anything is written: the dry run shows these, and the import makes products and SKUs of them.
 * Money is in cents of the file's currency until the plan converts it.
 */
export type ImportSource = 'shopify' | 'etsy' | 'woocommerce' | 'squarespace'

export const importSources: readonly ImportSource[] = ['shopify', 'etsy', 'woocommerce', 'squarespace']

export type ImportedSku = {
  /** The source's stock code; the import makes one from the product's address when empty. */
  code: string
  options: { name: string; value: string }[]
  price: number | null
  /** The usual price while `price` is a special (Shopify's compare-at, WooCommerce's regular). */
  fullPrice: number | null
  stock: number | null
  grams: number | null
}

export type ImportedPicture = { url: string; alt: string }

export type ImportedProduct = {
  /** The row of the file the product starts on, as a spreadsheet numbers it (1 is the header). */
  row: number
  name: string
  /** The source's handle, or one made from the name. */
  slug: string
  /** The story as the source wrote it (HTML, or plain text made into paragraphs). */
  html: string
  blurb: string
  /** Names of the categories each column offers; the artist chooses which become groups. */
  categories: { type: string[]; categories: string[][]; tags: string[] }
  medium: string
  dimensions: { width: number | null; height: number | null; depth: number | null }
  seo: { title: string; description: string }
  pictures: ImportedPicture[]
  variations: { name: string; values: string[] }[]
  skus: ImportedSku[]
  /** The currency the file gives the prices in, when it says (Etsy does). */
  currency: string | null
  /** What the import chose for the artist where the source says nothing or something else. */
  notes: string[]
}

/** A row of the file that cannot be imported, and why, in the artist's words. */
export type ImportProblem = { row: number; message: string }

/** A product begun at a row of the file, which each source's reader fills in. */
export const emptyProduct = (row: number): ImportedProduct => ({
  row,
  name: '',
  slug: '',
  html: '',
  blurb: '',
  categories: { type: [], categories: [], tags: [] },
  medium: '',
  dimensions: { width: null, height: null, depth: null },
  seo: { title: '', description: '' },
  pictures: [],
  variations: [],
  skus: [],
  currency: null,
  notes: [],
})
