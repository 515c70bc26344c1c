import type { Payload } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { written } from '@/i18n/translations'
import { CONTENT_TAG } from '@/lib/cache-tags'
import { DomainError } from '@/lib/domain-error'
import { memo } from '@/lib/memo-cache'
import type { Form } from '@/payload-types'

import { asksForAnswer, type Question, shownLabel } from '@/forms/questions'

/** The texts of a question the form's language has no words for, shown in English (see presentForm). */
function questionInEnglish(own: Question | undefined): string[] {
  if (!own) return []
  return [
    ...(own.blockType === 'header' ? (written(own.text) ? [] : ['text']) : []),
    ...(own.blockType === 'content' ? (written(own.content) ? [] : ['content']) : []),
    ...(own.blockType !== 'header' && own.blockType !== 'content' && !written(own.label) ? ['label'] : []),
  ]
}

/** A question as the browser needs it to show and check it; `own` is the same question without English filled in. */
function presentQuestion(q: Question, own?: Question) {
  return {
    type: q.blockType,
    name: q.name ?? '',
    label: shownLabel(q.label),
    required: Boolean(q.required),
    min: q.min ?? null,
    max: q.max ?? null,
    max_length: q.max_length ?? null,
    options: (q.options ?? []).map((o, i) => ({
      label: o.label,
      value: o.value,
      ...(own && !written(own.options?.[i]?.label) ? { lang: 'en' as const } : {}),
    })),
    text: q.text ?? '',
    content: q.content ?? '',
    in_english: questionInEnglish(own),
  }
}
export type FormQuestion = ReturnType<typeof presentQuestion>

/**
 * The spec's Form: id, name, url, use_captcha, must_be_logged_on, message (HTML), `data` (each
 * question's name, label and starting value) and `questions` (each with its kind and rules), in
 * a language: `own` is the form read in that language alone, which says what is still English
 * (`in_english` of the form and of each question).
 */
function presentForm(form: Form, own?: Form) {
  const questions = (form.fields ?? []) as Question[]
  const ownQuestions = (own?.fields ?? []) as Question[]
  return {
    id: form.id,
    name: form.title,
    url: form.url,
    use_captcha: form.use_captcha !== false,
    must_be_logged_on: Boolean(form.must_be_logged_on),
    cost: form.cost ?? 0,
    message: form.message ?? '',
    submit_label: form.submitButtonLabel ?? '',
    data: questions.filter(asksForAnswer).map((q) => ({ name: q.name, label: shownLabel(q.label), value: '' })),
    questions: questions.map((q, i) => presentQuestion(q, own ? ownQuestions[i] : undefined)),
    in_english: own
      ? [
          ...(written(own.title) ? [] : ['name']),
          ...(written(own.submitButtonLabel) || !form.submitButtonLabel ? [] : ['submit_label']),
          ...(written(own.message) || !form.message ? [] : ['message']),
        ]
      : [],
  }
}
export type FormView = ReturnType<typeof presentForm>

/**
 * A form by its id or its url, in `locale` (English where she has not translated it; the studio's
 * own uses, its mails and exports, read it in English); refused when there is none.
 */
export function getForm(payload: Payload, ref: number | string, locale: Locale = DEFAULT_LOCALE): Promise<FormView> {
  return memo(`form:${ref}:${locale}`, [CONTENT_TAG], async () => {
    const byId = typeof ref === 'number' || /^\d+$/.test(ref)
    const read = (fallbackLocale?: false) =>
      payload.find({
        collection: 'forms',
        where: byId ? { id: { equals: Number(ref) } } : { url: { equals: ref } },
        locale,
        ...(fallbackLocale === false ? { fallbackLocale } : {}),
        depth: 0,
        limit: 1,
        overrideAccess: true,
      })
    const [shown, own] = await Promise.all([read(), locale === DEFAULT_LOCALE ? Promise.resolve(null) : read(false)])
    if (!shown.docs[0]) throw new DomainError('form_not_found')
    return presentForm(shown.docs[0], own?.docs[0])
  })
}
