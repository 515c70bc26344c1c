import type { Payload } from 'payload'

import { DomainError } from '@/lib/domain-error'
import { composeMail } from '@/lib/mail/compose'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'

import { sendMailLater } from '@/accounts/mail/mailer'
import { adminUrl, artistAddress, inBackground } from '@/commerce/orders/shop-mail'

import { spendCaptcha } from '@/forms/captcha'
import { getForm, type FormView } from '@/forms/present-form'
import { type Answer, checkAnswers } from '@/forms/validate-answers'

export type Submission = {
  formRef: number | string
  data: Record<string, unknown>
  /** The page it was sent from (the spec's `url`, decoded). */
  page: string
  captcha?: unknown
  userId: number | null
}

/**
 * A visitor's answers to a form: the form must exist, a signed-in customer is required where the
 * form says so, the captcha (where the form uses one) must be fresh and unused, every answer must
 * fit its question. The answers are stored and sent to the studio, with the sender's address to
 * reply to. Nothing is stored when anything is refused.
 */
export async function submitForm(payload: Payload, submission: Submission) {
  const form = await getForm(payload, submission.formRef)
  if (form.must_be_logged_on && submission.userId === null) throw new DomainError('sign_in_required')
  const { answers, refusals } = checkAnswers(form.questions.map(asStored), submission.data)
  // Answers are checked first: a visitor who corrects one keeps the captcha already solved.
  if (refusals.length) throw new DomainError('form_answers_invalid', {}, refusals)
  if (form.use_captcha) await spendCaptcha(payload, submission.captcha)
  const email = answers.find((a) => a.type === 'email')?.value ?? null
  const stored = await payload.create({
    collection: 'form-submissions',
    data: {
      form: form.id,
      submissionData: answers.map((a) => ({ field: a.name, value: a.value })),
      email,
      user: submission.userId,
      page: submission.page.slice(0, 500),
    },
    overrideAccess: true,
  })
  tellTheStudio(payload, form, stored.id, answers, email)
  return { id: stored.id }
}

/** The presented question back in the block shape the checks read. */
const asStored = (q: FormView['questions'][number]) => ({
  blockType: q.type,
  name: q.name,
  label: q.label,
  required: q.required,
  min: q.min,
  max: q.max,
  max_length: q.max_length,
  options: q.options,
})

/** The answers to the studio, in English (the back-office's language), replying to the sender. */
function tellTheStudio(payload: Payload, form: FormView, id: number, answers: Answer[], email: string | null) {
  inBackground(payload, `form answer ${id}`, async () => {
    const stored = await payload.findByID({ collection: 'forms', id: form.id, depth: 0, overrideAccess: true })
    const to = stored.notify_email || (await artistAddress(payload))
    if (!to) {
      payload.logger.warn(`Form answer ${id}: no address to send it to`)
      return
    }
    const t = await serverTranslator(DEFAULT_LOCALE, 'mail')
    const mail = await composeMail(payload, DEFAULT_LOCALE, to, t('form.subject', { form: form.name }), {
      heading: t('form.heading', { form: form.name }),
      lines: [email ? t('form.replyHint', { email }) : t('form.noReply')],
      rows: answers
        .filter((a) => a.type !== 'password' && a.type !== 'signature')
        .map((a) => ({
          label: a.label || a.name,
          value: a.type === 'checkbox' ? (a.value === '1' ? '✓' : '—') : a.value,
        })),
      button: { label: t('form.button'), url: adminUrl('form-submissions', id) },
    })
    sendMailLater({ ...mail, ...(email ? { replyTo: email } : {}) })
  })
}
