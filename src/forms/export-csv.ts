import { stringify } from 'csv-stringify/sync'
import type { Payload } from 'payload'

import { csvCell } from '@/forms/csv-cell'
import { getForm } from '@/forms/present-form'
import { asksForAnswer } from '@/forms/questions'

/** A form's answers, newest first: when, the sender's address, then one column per question. */
export async function answersCsv(payload: Payload, formId: number): Promise<{ name: string; csv: string }> {
  const form = await getForm(payload, formId)
  const questions = form.questions.filter((q) => asksForAnswer({ blockType: q.type, name: q.name }))
  const { docs } = await payload.find({
    collection: 'form-submissions',
    where: { form: { equals: form.id } },
    sort: '-createdAt',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const rows = docs.map((doc) => {
    const answers = new Map((doc.submissionData ?? []).map((a) => [a.field, a.value]))
    return [
      doc.createdAt,
      doc.email ?? '',
      ...questions.map((q) => (q.type === 'password' ? '' : answers.get(q.name))),
    ].map(csvCell)
  })
  const header = ['Sent at', 'E-mail', ...questions.map((q) => q.label || q.name)].map(csvCell)
  // A byte order mark, so spreadsheet programs read the file as UTF-8 (names in every language).
  return { name: `${form.url}-answers.csv`, csv: `\uFEFF${stringify([header, ...rows])}` }
}

/** The newsletter's list: every address with its state, list, source, language and dates. */
export async function subscribersCsv(payload: Payload): Promise<string> {
  const { docs } = await payload.find({
    collection: 'subscribers',
    sort: 'email',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const rows = docs.map((s) =>
    [s.email, s.status, s.list_key, s.source, s.locale ?? '', s.subscribed_at ?? '', s.unsubscribed_at ?? ''].map(
      csvCell,
    ),
  )
  const header = ['E-mail', 'Status', 'List', 'Source', 'Language', 'Subscribed at', 'Unsubscribed at']
  return `\uFEFF${stringify([header, ...rows])}`
}
