import type { DefaultServerCellComponentProps } from 'payload'

import { formatPrice } from '@/commerce/money'

/** A promotion's value in the list as what it takes off: `10%` or `$15.00`. */
export function PromotionValueCell({ cellData, rowData }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'number') return null
  return (
    <span>{(rowData as { kind?: string } | undefined)?.kind === 'fixed' ? formatPrice(cellData) : `${cellData}%`}</span>
  )
}
