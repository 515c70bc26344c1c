import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'

import config from '@payload-config'
import { findTranslatable, inLanguage } from '@/i18n/translations'
import { countQueries } from '@/lib/query-counter'

/** The number of database queries `read` makes. */
async function queriesOf(read: () => Promise<unknown>): Promise<number> {
  let queries = -1
  await countQueries(read, (count) => (queries = count))
  return queries
}

describe('a collection read with its translations', () => {
  it('costs the queries of an English read, and brings its relations in English', async () => {
    const payload = await getPayload({ config })
    const parent = await payload.create({
      collection: 'groups',
      data: { name: 'Coastlines', slug: 'coastlines-translated', model: 'product', content: 'Sea and sand.' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'groups',
      id: parent.id,
      locale: 'de',
      data: { name: 'Küsten', content: 'Meer und Sand.' },
      overrideAccess: true,
    })
    const child = await payload.create({
      collection: 'groups',
      data: { name: 'Esperance', slug: 'esperance-translated', model: 'product', parent: parent.id },
      overrideAccess: true,
    })
    const options = {
      collection: 'groups' as const,
      where: { id: { in: [parent.id, child.id] } },
      sort: 'id',
      depth: 1,
      limit: 0,
      pagination: false as const,
      overrideAccess: true,
    }

    const english = await queriesOf(() => payload.find(options))
    const translatable = await queriesOf(() => findTranslatable(payload, options))
    expect(translatable).toBeGreaterThan(0)
    expect(translatable).toBe(english)

    const [first, second] = await findTranslatable(payload, options)
    expect(first.name).toBe('Coastlines')
    expect(first.content).toBe('Sea and sand.')
    expect(first.translated?.values.de).toEqual({ name: 'Küsten', content: 'Meer und Sand.' })
    // The parent brought along by the relation reads as an English read gives it.
    expect(second.parent).toMatchObject({ id: parent.id, name: 'Coastlines', content: 'Sea and sand.' })
    expect(second.translated?.values.de).toBeUndefined()

    const german = inLanguage(first, 'de')
    expect(german.doc.name).toBe('Küsten')
    expect(german.english).toEqual([])
    expect(inLanguage(second, 'de').english).toContain('name')
  })
})
