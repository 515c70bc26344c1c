/** Centimetres in inches, to one decimal (spec: cm divided by 2.54). */
export const cmToInches = (cm: number) => Math.round((cm / 2.54) * 10) / 10

type ArtFields = {
  medium?: string | null
  series?: string | null
  dimension_width?: number | null
  dimension_height?: number | null
  dimension_depth?: number | null
}

const size = (cm: number | null | undefined) =>
  cm ? `${cm.toFixed(1).replace(/\.0$/, '')} cm / ${cmToInches(cm).toFixed(1)} in` : null

/** The product page's table of medium, height, width, depth and series; empty rows are left out. */
export function artTable(product: ArtFields): { label: string; value: string }[] {
  const rows: [string, string | null | undefined][] = [
    ['Medium', product.medium],
    ['Height', size(product.dimension_height)],
    ['Width', size(product.dimension_width)],
    ['Depth', size(product.dimension_depth)],
    ['Series', product.series],
  ]
  return rows.filter((row): row is [string, string] => Boolean(row[1])).map(([label, value]) => ({ label, value }))
}
