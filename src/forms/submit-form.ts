import { inTransaction, type Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { oweMail } from '@/mail/outbox/owed-mail'
import type { Locale } from '@/i18n/locales'

import { toCents } from '@/commerce/money'
import { returnPath } from '@/commerce/payments/return-path'
import { openSimplePayment } from '@/commerce/payments/simple-payments'

import { checkCaptcha, spendCaptcha } from '@/forms/captcha'
import { formPayable, formPaymentReference } from '@/forms/form-payment'
import { getForm, type FormView } from '@/forms/present-form'
import { checkAnswers } from '@/forms/validate-answers'

export type Submission = {
  formRef: number | string
  data: Record<string, unknown>
  /** The page it was sent from (the spec's `url`, decoded). */
  page: string
  captcha?: unknown
  userId: number | null
  /** The signed-in sender's address: a paid form's invoice goes there. */
  userEmail?: string | null
  locale: Locale
}

/**
 * A visitor's answers to a form: the form must exist, a signed-in customer is required where the
 * form says so, the captcha (where the form uses one) must be fresh and unused, every answer must
 * fit its question. The answers are stored and sent to the studio, with the sender's address to
 * reply to. A form with a price opens its payment instead (at the form's price, never one sent
 * by the browser): the answers go to the studio once it is paid, with the sender's tax invoice.
 * Nothing is stored when anything is refused.
 */
export async function submitForm(db: Db, submission: Submission) {
  const form = await getForm(db.payload, submission.formRef)
  if (form.must_be_logged_on && submission.userId === null) throw new DomainError('sign_in_required')
  const { answers, refusals } = checkAnswers(form.questions.map(asStored), submission.data)
  // Answers are checked first: a visitor who corrects one keeps the captcha already solved.
  if (refusals.length) throw new DomainError('form_answers_invalid', {}, refusals)
  const captcha = form.use_captcha ? await checkCaptcha(submission.captcha) : null
  const email = answers.find((a) => a.type === 'email')?.value || submission.userEmail || null
  const amountCents = toCents(form.cost)
  if (amountCents > 0 && !email) throw new DomainError('form_payment_email_required')
  // The answers, the captcha's use and the studio's mail (for answers that need no payment) are
  // written in one transaction: the captcha is spent only when the answers are stored.
  const stored = await inTransaction(db, async (tx) => {
    if (captcha) await spendCaptcha(tx, captcha)
    const created = await tx.payload.create({
      collection: 'form-submissions',
      data: {
        form: form.id,
        submissionData: answers.map((a) => ({ field: a.name, value: a.value })),
        email,
        user: submission.userId,
        page: submission.page.slice(0, 500),
        ...(amountCents > 0
          ? { payment_status: 'awaiting_payment' as const, amount_cents: amountCents, locale: submission.locale }
          : {}),
      },
      overrideAccess: true,
      req: tx.req,
    })
    if (amountCents === 0) await oweMail(tx, 'form_answers', created.id)
    return created
  })
  if (amountCents === 0) return { id: stored.id, payment: null }
  const payment = await openSimplePayment(db, formPayable, stored.id, {
    userId: submission.userId,
    reference: formPaymentReference(stored.id),
    amountCents,
    description: form.name,
    email: email ?? '',
    locale: submission.locale,
    returnPath: returnPath(submission.page, '/'),
  })
  return { id: stored.id, payment }
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
