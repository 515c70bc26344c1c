import { getTranslations } from 'next-intl/server'

import { getFaqs } from '@/data/content'
import { renderedLocale } from '@/i18n/page-locale'
import { relationId } from '@/lib/relation-id'
import type { FaqWidget } from '@/payload-types'

import { FaqAccordion } from '@/components/page-parts.client'
import { widgetLang } from '@/content/widget-language'

export async function FaqComponent({ widget }: { widget: FaqWidget }) {
  const entries = await getFaqs(relationId(widget.group), await renderedLocale())
  if (!entries.length) return null
  const t = await getTranslations('widgets')
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <h2 className="text-3xl" lang={widgetLang(widget, 'heading')}>
        {widget.heading || t('faq.defaultHeading')}
      </h2>
      <FaqAccordion entries={entries} />
    </section>
  )
}
