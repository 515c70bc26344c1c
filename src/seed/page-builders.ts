import type { WidgetKind } from '@/blocks/widget-kinds'

/** Small builders for seed pages: rows of blocks of widgets, as the back-office stores them. */
type WidgetData = { blockType: WidgetKind; [field: string]: unknown }

export const widget = (blockType: WidgetKind, fields: Record<string, unknown> = {}): WidgetData => ({
  blockType,
  ...fields,
})

export const column = (width: number, widgets: WidgetData[], extra: { offset?: number; title?: string } = {}) => ({
  blockType: 'column',
  width,
  offset: extra.offset ?? 0,
  title: extra.title,
  widgets,
})

export const row = (
  blocks: ReturnType<typeof column>[],
  row_type: 'plain' | 'columns' | 'tabs' = blocks.length > 1 ? 'columns' : 'plain',
) => ({
  blockType: 'row',
  row_type,
  blocks,
})

/** One full-width row, or a centred narrower one for reading text. */
export const wide = (...widgets: WidgetData[]) => row([column(12, widgets)])
export const reading = (...widgets: WidgetData[]) => row([column(8, widgets, { offset: 2 })])

export const html = (markup: string) => widget('html', { html: markup.trim() })
export const heading = (text: string, level: 'h1' | 'h2' | 'h3' = 'h1', centred = false) =>
  widget('heading', { text, level, centred })
