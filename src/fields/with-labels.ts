import type { Field } from 'payload'

import { labelFor } from './label'

/** Gives every named field without a label one made from its name, through rows, groups and tabs. */
export function withLabels(fields: Field[]): Field[] {
  return fields.map((field) => {
    const next = { ...field } as Field & { name?: string; label?: unknown; fields?: Field[]; tabs?: { fields: Field[] }[] }
    if (next.name && next.label === undefined && next.type !== 'tabs') next.label = labelFor(next.name)
    if (next.fields) next.fields = withLabels(next.fields)
    if (next.type === 'tabs' && next.tabs) next.tabs = next.tabs.map((tab) => ({ ...tab, fields: withLabels(tab.fields) }))
    return next as Field
  })
}
