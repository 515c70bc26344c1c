import type { Payload } from 'payload'

import { richTextFromHtml } from '@/content/rich-text/rich-text-from-html'
import type { Locale } from '@/i18n/locales'
import type { Form } from '@/payload-types'
import { translateParagraphs } from '@/seed/story-translations'
import ar from '@/seed/translations/forms/ar.json'
import de from '@/seed/translations/forms/de.json'
import es from '@/seed/translations/forms/es.json'
import fr from '@/seed/translations/forms/fr.json'
import id from '@/seed/translations/forms/id.json'
import it from '@/seed/translations/forms/it.json'
import ja from '@/seed/translations/forms/ja.json'
import ka from '@/seed/translations/forms/ka.json'
import ko from '@/seed/translations/forms/ko.json'
import pl from '@/seed/translations/forms/pl.json'
import ptBR from '@/seed/translations/forms/pt-BR.json'
import ru from '@/seed/translations/forms/ru.json'
import tr from '@/seed/translations/forms/tr.json'
import uk from '@/seed/translations/forms/uk.json'
import uz from '@/seed/translations/forms/uz.json'
import vi from '@/seed/translations/forms/vi.json'
import zhCN from '@/seed/translations/forms/zh-CN.json'

/** The demo contact form's words in every language but English, by their English. */
const formWords: Partial<Record<Locale, Record<string, string>>> = {
  ar,
  de,
  es,
  fr,
  id,
  it,
  ja,
  ka,
  ko,
  pl,
  'pt-BR': ptBR,
  ru,
  tr,
  uk,
  uz,
  vi,
  'zh-CN': zhCN,
}

type Question = Record<string, unknown> & { options?: Record<string, unknown>[] | null }

/**
 * The form the demo just made, in every language: its name, button, text and each question's
 * label and choices, saved in each language as the back-office would (a form is one document, its
 * questions rows of its JSON).
 */
export async function seedFormTranslations(payload: Payload, form: Form): Promise<void> {
  const questions = (form.fields ?? []) as unknown as Question[]
  for (const [locale, words] of Object.entries(formWords) as [Locale, Record<string, string>][]) {
    const word = (english: unknown) => (typeof english === 'string' ? words[english] : undefined)
    const message = form.message ? translateParagraphs(form.message, words) : null
    await payload.update({
      collection: 'forms',
      id: form.id,
      locale,
      overrideAccess: true,
      data: {
        title: word(form.title),
        submitButtonLabel: word(form.submitButtonLabel),
        ...(message ? { message_rich: await richTextFromHtml(payload, message) } : {}),
        fields: questions.map((question) => ({
          ...question,
          ...(question.label !== undefined ? { label: word(question.label) } : {}),
          ...(question.text !== undefined ? { text: word(question.text) } : {}),
          ...(question.options ? { options: question.options.map((o) => ({ ...o, label: word(o.label) })) } : {}),
        })) as unknown as Form['fields'],
      },
    })
  }
}
