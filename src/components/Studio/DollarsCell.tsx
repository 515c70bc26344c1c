import type { DefaultServerCellComponentProps } from 'payload'

import { formatPrice } from '@/commerce/money'

/** A list column of an amount stored in dollars, shown as the artist reads it: `$1,250.00`. */
export function DollarsCell({ cellData }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'number') return <span className="studio-cell-muted">—</span>
  return <span>{formatPrice(cellData)}</span>
}
