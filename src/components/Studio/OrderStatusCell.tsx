import type { DefaultServerCellComponentProps } from 'payload'

import { statusWord } from '@/studio/status-word'

/** An order's status in the list as a coloured word. */
export function OrderStatusCell({ cellData }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'string') return null
  return <span className={`studio-status studio-status--${cellData}`}>{statusWord(cellData)}</span>
}
