/** A question of a form as the form builder stores it (one of src/collections/Forms/question-blocks.ts). */
export type Question = {
  blockType: string
  name?: string | null
  label?: string | null
  required?: boolean | null
  min?: number | null
  max?: number | null
  max_length?: number | null
  options?: { label: string; value: string }[] | null
  text?: string | null
  content?: string | null
}

/** Blocks that show something and take no answer. */
export const DISPLAY_BLOCKS = new Set(['header', 'content'])

export const asksForAnswer = (q: Question): q is Question & { name: string } =>
  !DISPLAY_BLOCKS.has(q.blockType) && typeof q.name === 'string' && q.name !== ''

/** The spec's rule for labels: the first line break goes (labels were often written starting with one). */
export const shownLabel = (label: string | null | undefined) => (label ?? '').replace(/\r?\n/, '')

/** The longest signature picture taken, as a data address. */
export const SIGNATURE_MAX_CHARS = 200 * 1024
/** The signature pad's picture types (spec document 1). */
export const SIGNATURE_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const
