import type { Payload } from 'payload'

import { richTextFromHtml } from '@/content/rich-text/rich-text-from-html'
import type { Form, Page } from '@/payload-types'
import { seedFormTranslations } from '@/seed/form-translations'

/** The studio's contact form: who, how to answer, what about, and the message. */
const contactForm: Pick<Form, 'title' | 'url' | 'use_captcha' | 'must_be_logged_on' | 'submitButtonLabel' | 'fields'> =
  {
    title: 'Contact the studio',
    url: 'contact',
    use_captcha: true,
    must_be_logged_on: false,
    submitButtonLabel: 'Send message',
    fields: [
      { blockType: 'text', name: 'name', label: 'Your name', required: true, max_length: 120 },
      { blockType: 'email', name: 'email', label: 'E-mail address', required: true },
      { blockType: 'phone', name: 'phone', label: 'Phone (optional)', required: false },
      {
        blockType: 'select',
        name: 'topic',
        label: 'What is it about?',
        required: true,
        options: [
          { label: 'A painting or print', value: 'artwork' },
          { label: 'A commission', value: 'commission' },
          { label: 'An order', value: 'order' },
          { label: 'A studio visit', value: 'visit' },
          { label: 'Something else', value: 'other' },
        ],
      },
      { blockType: 'textarea', name: 'message', label: 'Your message', required: true, max_length: 5000 },
    ],
  }

type Widget = { blockType: string; form?: unknown; [key: string]: unknown }
type Rows = { blocks?: { widgets?: Widget[] }[] }[]

/** Each widget of a page's rows through `change`; whether any changed. */
function mapWidgets(rows: Rows, change: (w: Widget) => Widget): boolean {
  let changed = false
  for (const row of rows)
    for (const block of row.blocks ?? [])
      block.widgets = (block.widgets ?? []).map((w) => {
        const next = change(w)
        if (next !== w) changed = true
        return next
      })
  return changed
}

async function patchPage(payload: Payload, slug: string, change: (w: Widget) => Widget) {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    limit: 1,
    overrideAccess: true,
  })
  const page = docs[0]
  if (!page?.rows) return
  const rows = structuredClone(page.rows) as unknown as Rows
  if (!mapWidgets(rows, change)) return
  await payload.update({
    collection: 'pages',
    id: page.id,
    data: { rows: rows as unknown as Page['rows'], _status: 'published' },
    overrideAccess: true,
  })
}

/**
 * The contact form, made once; the contact page's empty form widget then shows it, and the
 * newsletter page's empty form widget becomes the newsletter's sign-up. A widget the artist has
 * set is left as it is.
 */
export async function seedForms(payload: Payload): Promise<void> {
  const { docs } = await payload.find({
    collection: 'forms',
    where: { url: { equals: 'contact' } },
    limit: 1,
    overrideAccess: true,
  })
  let form = docs[0]
  if (!form) {
    form = await payload.create({
      collection: 'forms',
      data: {
        ...contactForm,
        message_rich: await richTextFromHtml(
          payload,
          '<p>I answer every message myself, usually within two working days.</p>',
        ),
      },
      overrideAccess: true,
    })
    // What the demo wrote just now, in every language; what the artist wrote is hers to translate.
    await seedFormTranslations(payload, form)
  }
  const unset = (w: Widget) => w.blockType === 'form' && (w.form === undefined || w.form === null)
  await patchPage(payload, 'contact', (w) => (unset(w) ? { ...w, form: form.id } : w))
  await patchPage(payload, 'newsletter', (w) => (unset(w) ? { blockType: 'newsletter', id: w.id, style: w.style } : w))
}
