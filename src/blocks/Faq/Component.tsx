import { getFaqs } from '@/content/collections'
import { getPayloadClient } from '@/lib/payload'
import type { FaqWidget } from '@/payload-types'

import { FaqAccordion } from './Accordion.client'

const groupId = (g: FaqWidget['group']) => (typeof g === 'object' ? (g?.id ?? null) : (g ?? null))

export async function FaqComponent({ widget }: { widget: FaqWidget }) {
  const entries = await getFaqs(await getPayloadClient(), groupId(widget.group))
  if (!entries.length) return null
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <h2 className="text-3xl">{widget.heading || 'Frequently asked questions'}</h2>
      <FaqAccordion entries={entries} />
    </section>
  )
}
