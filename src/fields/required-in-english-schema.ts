import type { Config, FlattenedField } from 'payload'

import { REQUIRED_IN_ENGLISH } from '@/fields/localized'

type Schema = {
  type?: string | string[]
  required?: string[]
  properties?: Record<string, Schema>
  items?: Schema
  definitions?: Record<string, Schema>
}
type SchemaHook = NonNullable<NonNullable<Config['typescript']>['schema']>[number]

/**
 * Marks the texts written in English first as required strings in `schema`, an object of `fields`;
 * a block with its own interface is marked in its definition among `definitions`.
 */
function markRequired(schema: Schema | undefined, fields: FlattenedField[], definitions: Record<string, Schema>): void {
  for (const field of fields) {
    if (field.type === 'blocks') {
      for (const block of field.blocks)
        if (typeof block !== 'string' && block.interfaceName)
          markRequired(definitions[block.interfaceName], block.flattenedFields, definitions)
      continue
    }
    const property = schema?.properties?.[field.name]
    if (!schema || !property) continue
    if (field.custom?.[REQUIRED_IN_ENGLISH]) {
      // Never null: a text (or a rich text) in English is always there.
      const types = [property.type ?? []].flat().filter((type) => type !== 'null')
      property.type = types.length === 1 ? types[0] : types
      schema.required = [...new Set([...(schema.required ?? []), field.name])]
    } else if ((field.type === 'array' || field.type === 'group') && 'flattenedFields' in field) {
      markRequired(field.type === 'array' ? property.items : property, field.flattenedFields, definitions)
    }
  }
}

/**
 * The generated types call a text written in English first (`textInEnglishFirst`) required, as
 * every stored document has it in English and every read falls back to English.
 */
export const requiredInEnglishSchema: SchemaHook = ({ config, jsonSchema }) => {
  const definitions = (jsonSchema as Schema).definitions ?? {}
  for (const collection of config.collections)
    markRequired(definitions[collection.slug], collection.flattenedFields, definitions)
  for (const global of config.globals) markRequired(definitions[global.slug], global.flattenedFields, definitions)
  return jsonSchema
}
