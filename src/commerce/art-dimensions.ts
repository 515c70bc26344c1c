import type { ArtSize } from '@/lib/shop-view'

/** Centimetres in inches, to one decimal (spec: cm divided by 2.54). */
export const cmToInches = (cm: number) => Math.round((cm / 2.54) * 10) / 10

type ArtFields = {
  medium?: string | null
  series?: string | null
  dimension_width?: number | null
  dimension_height?: number | null
  dimension_depth?: number | null
}

/** The rows of the table, named for the catalogue's labels (`shop.artTable.medium`…). */
export type ArtField = 'medium' | 'height' | 'width' | 'depth' | 'series'

/** How one size reads in the page's language; the page passes its catalogue's. */
export type SizeText = (size: { cm: number; inches: number }) => string

const englishSize: SizeText = ({ cm, inches }) => `${cm.toFixed(1).replace(/\.0$/, '')} cm / ${inches.toFixed(1)} in`

/** The product page's table of medium, height, width, depth and series; empty rows are left out. */
export function artTable(product: ArtFields, sizeText: SizeText = englishSize): { field: ArtField; value: string }[] {
  const size = (cm: number | null | undefined) => (cm ? sizeText({ cm, inches: cmToInches(cm) }) : null)
  const rows: [ArtField, string | null | undefined][] = [
    ['medium', product.medium],
    ['height', size(product.dimension_height)],
    ['width', size(product.dimension_width)],
    ['depth', size(product.dimension_depth)],
    ['series', product.series],
  ]
  return rows.filter((row): row is [ArtField, string] => Boolean(row[1])).map(([field, value]) => ({ field, value }))
}

/** The longest side's upper bound of each size band a visitor filters by, in centimetres. */
const SIZE_BANDS: { size: ArtSize; upTo: number }[] = [
  { size: 'small', upTo: 40 },
  { size: 'medium', upTo: 70 },
  { size: 'large', upTo: Infinity },
]

/** A work's size band by its longest side: small up to 40 cm, medium up to 70, large beyond; null without a size. */
export function artSize(product: ArtFields): ArtSize | null {
  const longest = Math.max(product.dimension_width ?? 0, product.dimension_height ?? 0)
  if (longest <= 0) return null
  return SIZE_BANDS.find((band) => longest <= band.upTo)!.size
}
