import { ClientMessages } from '@/components/ClientMessages'
import { FormFill } from '@/components/page-parts.client'
import { inertHtml } from '@/content/inert-html'
import { getFormView } from '@/data/forms'
import { renderedLocale } from '@/i18n/page-locale'
import { relationId } from '@/lib/relation-id'
import type { FormWidget } from '@/payload-types'

/** A form of the back-office on a page; nothing while none is chosen or it was deleted. */
export async function FormComponent({ widget }: { widget: FormWidget }) {
  const id = relationId(widget.form)
  const form = id === null ? null : await getFormView(id, await renderedLocale())
  if (!form) return null
  // The form's own words are the artist's HTML: made inert here, as everywhere on the site.
  const shown = { ...form, message: form.message ? inertHtml(form.message) : '' }
  const paragraphs = Object.fromEntries(
    form.questions.flatMap((q, i) => (q.type === 'content' ? [[i, inertHtml(q.content)]] : [])),
  )
  return (
    <ClientMessages namespaces={['forms', 'account']}>
      <FormFill form={shown} paragraphs={paragraphs} />
    </ClientMessages>
  )
}
