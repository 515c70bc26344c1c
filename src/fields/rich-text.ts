import type { Field, FieldHook, RichTextField, Validate } from 'payload'

import { renderRichText } from '@/content/rich-text/render-rich-text'
import { richTextFromHtml } from '@/content/rich-text/rich-text-from-html'
import { neededHere, REQUIRED_IN_ENGLISH } from '@/fields/localized'

type Options = {
  label: string
  description?: string
  required?: boolean
  localized?: boolean
  /** Translatable, and required in English only (see `textInEnglishFirst`). */
  requiredInEnglish?: boolean
}

/** The editor's own check, asking for a text in English (and in the language a record is first written in). */
const inEnglish: Validate<unknown, unknown, unknown, RichTextField> = (value, options) =>
  typeof options.editor === 'object' && options.editor.validate
    ? options.editor.validate(value, { ...options, required: neededHere(options) })
    : true

/** The name of the rich text behind an HTML field. */
const richName = (htmlName: string) => `${htmlName}_rich`

/**
 * HTML written without its rich text (an import, a script, the demo's own texts) becomes the rich
 * text. Before validation, so a required text is there to be checked, and before the HTML is made
 * from it (a save runs the fields' change hooks side by side).
 */
const importHtml =
  (html: string): FieldHook =>
  async ({ siblingData, value, req }) => {
    const given = siblingData[html]
    // No rich text yet: none was sent, or (a language's row written before without it) none is stored.
    return value == null && typeof given === 'string' && given.trim() ? richTextFromHtml(req.payload, given) : value
  }

/** The HTML is made from the rich text; a write that carries neither (a partial update) leaves it as it was. */
const renderFrom =
  (rich: string): FieldHook =>
  async ({ siblingData, value, req }) =>
    siblingData[rich] === undefined ? value : renderRichText(siblingData[rich], req)

/**
 * A long text the artist writes in the editor, kept twice: as the editor's rich text, and as the
 * clean HTML made from it on every save, under the name the pages and the v1 API read. The HTML
 * is never typed in the back-office and never shown there.
 */
export function richTextField(
  name: string,
  { label, description, required, localized, requiredInEnglish }: Options,
): Field[] {
  const rich = richName(name)
  const perLanguage = localized || requiredInEnglish
  return [
    {
      name: rich,
      type: 'richText',
      label,
      required,
      localized: perLanguage,
      admin: { description },
      hooks: { beforeValidate: [importHtml(name)] },
      ...(requiredInEnglish ? { validate: inEnglish, custom: { [REQUIRED_IN_ENGLISH]: true } } : {}),
    },
    {
      name,
      type: 'textarea',
      localized: perLanguage,
      admin: { hidden: true },
      hooks: { beforeChange: [renderFrom(rich)] },
    },
  ]
}
