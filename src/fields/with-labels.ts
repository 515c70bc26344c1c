import type { Block, CollectionConfig, Field, GlobalConfig } from 'payload'

import { labelFor } from '@/fields/label'

/** Gives every named field without a label one made from its name, through rows, groups, tabs and blocks. */
function withLabels(fields: Field[]): Field[] {
  return fields.map((field) => {
    const next = { ...field } as Field & {
      name?: string
      label?: unknown
      fields?: Field[]
      tabs?: { fields: Field[] }[]
      blocks?: Block[]
    }
    if (next.name && next.label === undefined && next.type !== 'tabs') next.label = labelFor(next.name)
    if (next.fields) next.fields = withLabels(next.fields)
    if (next.type === 'tabs' && next.tabs)
      next.tabs = next.tabs.map((tab) => ({ ...tab, fields: withLabels(tab.fields) }))
    if (next.type === 'blocks' && next.blocks)
      next.blocks = next.blocks.map((block) => ({ ...block, fields: withLabels(block.fields) }))
    return next as Field
  })
}

/** The same for a whole collection or global, so the back-office never shows a raw field name. */
export function labelled<T extends CollectionConfig | GlobalConfig>(config: T): T {
  return { ...config, fields: withLabels(config.fields) }
}
