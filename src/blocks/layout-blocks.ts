import type { Block } from 'payload'

import { selectOptions } from '@/blocks/shared-fields'
import { widgetBlocks } from '@/blocks/widget-blocks'
import { isWidgetKind } from '@/blocks/widget-kinds'

const rowTypes = ['plain', 'columns', 'tabs'] as const

/** A block: a span of the 12-column grid holding widgets. */
const ColumnBlock: Block = {
  slug: 'column',
  interfaceName: 'PageColumn',
  labels: { singular: 'Block', plural: 'Blocks' },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      maxLength: 120,
      admin: { description: 'In a tab row, the tab this block shows under.' },
    },
    { name: 'block_class', type: 'text', maxLength: 200 },
    {
      type: 'row',
      fields: [
        {
          name: 'width',
          type: 'number',
          required: true,
          defaultValue: 12,
          min: 1,
          max: 12,
          admin: { description: '1 to 12 columns.' },
        },
        {
          name: 'offset',
          type: 'number',
          defaultValue: 0,
          min: 0,
          max: 11,
          validate: (value: unknown, { siblingData }: { siblingData: { width?: number } }) =>
            Number(value ?? 0) + Number(siblingData?.width ?? 12) <= 12 ||
            'Width and offset together must fit in 12 columns.',
        },
      ],
    },
    {
      name: 'widgets',
      type: 'blocks',
      blocks: widgetBlocks,
      // Stored as JSON, so the kind of each widget is checked here rather than by the schema.
      validate: (value: unknown) => {
        const unknown = ((value as { blockType?: string }[] | null) ?? []).find((w) => !isWidgetKind(w.blockType ?? ''))
        return !unknown || `Unknown widget type: ${unknown.blockType ?? '(none)'}.`
      },
    },
  ],
}

/** A row of blocks: plain, side-by-side columns, or tabs. */
export const RowBlock: Block = {
  slug: 'row',
  interfaceName: 'PageRow',
  fields: [
    { name: 'row_type', type: 'select', required: true, defaultValue: 'plain', options: selectOptions(rowTypes) },
    {
      type: 'row',
      fields: [
        { name: 'row_class', type: 'text', maxLength: 200 },
        { name: 'container_class', type: 'text', maxLength: 200 },
        { name: 'outer_class', type: 'text', maxLength: 200 },
      ],
    },
    { name: 'container_id', type: 'text', maxLength: 60 },
    { name: 'blocks', type: 'blocks', blocks: [ColumnBlock] },
  ],
}
