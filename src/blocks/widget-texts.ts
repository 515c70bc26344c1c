import type { Block, Field } from 'payload'
import { fieldAffectsData } from 'payload/shared'

import { RowBlock } from '@/blocks/layout-blocks'
import { widgetBlocks } from '@/blocks/widget-blocks'
import { questionBlocks } from '@/collections/Forms/question-blocks'

/**
 * The paths of the translatable texts among `fields` (`button.text` for a text in a named group,
 * `options[].label` for a text of each row of an array).
 */
function translatablePaths(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    if (field.type === 'blocks') return []
    if (!fieldAffectsData(field)) return 'fields' in field ? translatablePaths(field.fields, prefix) : []
    if ('localized' in field && field.localized) return [`${prefix}${field.name}`]
    if (field.type === 'group') return translatablePaths(field.fields, `${prefix}${field.name}.`)
    if (field.type === 'array') return translatablePaths(field.fields, `${prefix}${field.name}[].`)
    return []
  })
}

/** Every block a page or an article is built of: rows, their blocks, the widgets. */
function allBlocks(blocks: Block[]): Block[] {
  return blocks.flatMap((block) => [
    block,
    ...allBlocks(block.fields.flatMap((f) => (f.type === 'blocks' ? (f.blocks as Block[]) : []))),
  ])
}

/** The translatable texts of each kind of block among `blocks`, by its slug (kinds without any left out). */
const textsOf = (blocks: Block[]): Record<string, string[]> =>
  Object.fromEntries(
    blocks
      .map((block) => [block.slug, translatablePaths(block.fields)] as const)
      .filter(([, paths]) => paths.length > 0),
  )

/** The translatable texts of each kind of block a page or an article is built of. */
export const blockTexts = textsOf(allBlocks([RowBlock, ...widgetBlocks]))

/** The translatable texts of each kind of a form's questions. */
export const questionTexts = textsOf(Object.values(questionBlocks))
