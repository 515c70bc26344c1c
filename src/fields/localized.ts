import type {
  CodeField,
  CodeFieldValidation,
  Field,
  TextareaField,
  TextareaFieldValidation,
  TextField,
  TextFieldSingleValidation,
} from 'payload'
import { code, text, textarea } from 'payload/shared'

import { DEFAULT_LOCALE } from '@/i18n/locales'

/** Marks a field whose value the artist must write in English; every other language may leave it to English. */
export const REQUIRED_IN_ENGLISH = 'requiredInEnglish'

/** Whether a value is needed: in English, and in whichever language a record is first written (it is copied into English). */
export const neededHere = (options: { operation?: string; req: { locale?: string | null } }) =>
  options.operation === 'create' || (options.req.locale ?? DEFAULT_LOCALE) === DEFAULT_LOCALE

const inEnglish: TextFieldSingleValidation = (value, options) =>
  text(value, { ...options, required: neededHere(options) })
const textareaInEnglish: TextareaFieldValidation = (value, options) =>
  textarea(value, { ...options, required: neededHere(options) })
const codeInEnglish: CodeFieldValidation = (value, options) =>
  code(value, { ...options, required: neededHere(options) })

/**
 * A text a visitor reads in their language, which the artist must write in English and may
 * translate field by field: an empty translation is shown in English, so translating a story
 * does not ask for the name again. The generated types still call it required (see
 * `requiredInEnglishSchema`): every stored document has it in English, a record first written in
 * another language being copied into English (`firstWordsInEnglish`).
 */
export const textInEnglishFirst = (field: Omit<TextField, 'type' | 'required' | 'localized' | 'validate'>): Field =>
  ({
    ...field,
    type: 'text',
    localized: true,
    validate: inEnglish,
    custom: { ...field.custom, [REQUIRED_IN_ENGLISH]: true },
  }) as Field

/** A longer text (a question's label) written in English first and translatable, like `textInEnglishFirst`. */
export const textareaInEnglishFirst = (
  field: Omit<TextareaField, 'type' | 'required' | 'localized' | 'validate'>,
): Field =>
  ({
    ...field,
    type: 'textarea',
    localized: true,
    validate: textareaInEnglish,
    custom: { ...field.custom, [REQUIRED_IN_ENGLISH]: true },
  }) as Field

/** Markup (a widget's HTML or code) written in English first and translatable, like `textInEnglishFirst`. */
export const codeInEnglishFirst = (field: Omit<CodeField, 'type' | 'required' | 'localized' | 'validate'>): Field =>
  ({
    ...field,
    type: 'code',
    localized: true,
    validate: codeInEnglish,
    custom: { ...field.custom, [REQUIRED_IN_ENGLISH]: true },
  }) as Field
