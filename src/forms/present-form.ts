import type { Payload } from 'payload'

import { CONTENT_TAG } from '@/lib/cache-tags'
import { DomainError } from '@/lib/domain-error'
import { memo } from '@/lib/memo-cache'
import type { Form } from '@/payload-types'

import { asksForAnswer, type Question, shownLabel } from '@/forms/questions'

/** A question as the browser needs it to show and check it. */
function presentQuestion(q: Question) {
  return {
    type: q.blockType,
    name: q.name ?? '',
    label: shownLabel(q.label),
    required: Boolean(q.required),
    min: q.min ?? null,
    max: q.max ?? null,
    max_length: q.max_length ?? null,
    options: (q.options ?? []).map((o) => ({ label: o.label, value: o.value })),
    text: q.text ?? '',
    content: q.content ?? '',
  }
}
export type FormQuestion = ReturnType<typeof presentQuestion>

/**
 * The spec's Form: id, name, url, use_captcha, must_be_logged_on, message (HTML), `data` (each
 * question's name, label and starting value) and `questions` (each with its kind and rules).
 */
function presentForm(form: Form) {
  const questions = (form.fields ?? []) as Question[]
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
    questions: questions.map(presentQuestion),
  }
}
export type FormView = ReturnType<typeof presentForm>

/** A form by its id or its url; refused when there is none. */
export function getForm(payload: Payload, ref: number | string): Promise<FormView> {
  return memo(`form:${ref}`, [CONTENT_TAG], async () => {
    const byId = typeof ref === 'number' || /^\d+$/.test(ref)
    const { docs } = await payload.find({
      collection: 'forms',
      where: byId ? { id: { equals: Number(ref) } } : { url: { equals: ref } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    if (!docs[0]) throw new DomainError('form_not_found')
    return presentForm(docs[0])
  })
}
