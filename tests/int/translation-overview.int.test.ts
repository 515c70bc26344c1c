import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'

import config from '@payload-config'
import { translationOverview } from '@/studio/translation-overview'

import { makeProduct } from './helpers/shop-fixtures'

describe('the studio’s view of what is still English', () => {
  it('lists, per language, each published document with the fields a visitor reads in English', async () => {
    const payload = await getPayload({ config })
    const { product } = await makeProduct({
      slug: 'overview-harbour',
      name: 'Overview Harbour',
      skus: [{ code: 'OVH-1', price: 400, stock: 1 }],
    })
    await payload.update({
      collection: 'products',
      id: product.id,
      data: { blurb: 'Boats in the morning.' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'products',
      id: product.id,
      locale: 'de',
      data: { name: 'Hafen im Überblick', blurb: 'Boote am Morgen.' },
      overrideAccess: true,
    })
    const { product: draft } = await makeProduct({ slug: 'overview-draft', skus: [], draft: true })
    const group = await payload.create({
      collection: 'groups',
      data: { name: 'Overview harbours', slug: 'overview-harbours', model: 'product' },
      overrideAccess: true,
    })

    const overview = await translationOverview(payload)
    expect(overview.map((language) => language.locale)).not.toContain('en')
    expect(overview).toHaveLength(17)
    const ours = (locale: string) =>
      overview
        .find((language) => language.locale === locale)!
        .documents.filter(
          (doc) =>
            (doc.collection === 'products' && [product.id, draft.id].includes(doc.id ?? -1)) ||
            (doc.collection === 'groups' && doc.id === group.id),
        )

    // German: the name and blurb are translated, the story is not; the category is all English.
    expect(ours('de')).toEqual([
      expect.objectContaining({
        collection: 'products',
        id: product.id,
        title: 'Overview Harbour',
        fields: ['content'],
      }),
      expect.objectContaining({ collection: 'groups', id: group.id, title: 'Overview harbours', fields: ['name'] }),
    ])
    // French: nothing is translated; what is empty in English (medium, series) is not asked for,
    // and a draft is not read by visitors.
    const french = ours('fr')
    expect(french.find((doc) => doc.collection === 'products')?.fields).toEqual(['name', 'blurb', 'content'])
    expect(french.some((doc) => doc.id === draft.id && doc.collection === 'products')).toBe(false)

    // Translating the story takes the product off the German list.
    await payload.update({
      collection: 'products',
      id: product.id,
      locale: 'de',
      data: { content: '<p>Boote am Steg, früh am Morgen.</p>' },
      overrideAccess: true,
    })
    const after = (await translationOverview(payload)).find((language) => language.locale === 'de')!
    expect(after.documents.filter((doc) => doc.collection === 'products' && doc.id === product.id)).toEqual([])
  })

  it('counts a page’s widgets as one field, off the list once every widget text is translated', async () => {
    const payload = await getPayload({ config })
    const page = await payload.create({
      collection: 'pages',
      data: {
        name: 'Overview visit',
        slug: 'overview-visit',
        _status: 'published',
        rows: [
          {
            blockType: 'row',
            row_type: 'plain',
            blocks: [
              {
                blockType: 'column',
                width: 12,
                widgets: [
                  { blockType: 'heading', text: 'Visit', level: 'h1' },
                  { blockType: 'faq', heading: 'Before you come' },
                ],
              },
            ],
          },
        ],
      } as never,
      overrideAccess: true,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'de',
      data: { name: 'Besuch' },
      overrideAccess: true,
    })
    const fieldsOf = async (locale: string) =>
      (await translationOverview(payload))
        .find((language) => language.locale === locale)!
        .documents.find((doc) => doc.collection === 'pages' && doc.id === page.id)?.fields

    expect(await fieldsOf('de')).toEqual(['widgets'])
    expect(await fieldsOf('ja')).toEqual(['name', 'widgets'])

    const rows = structuredClone(page.rows) as unknown as { blocks: { widgets: Record<string, unknown>[] }[] }[]
    const [heading, faq] = rows[0].blocks[0].widgets
    heading.text = 'Besuch'
    faq.heading = 'Bevor Sie kommen'
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'de',
      data: { rows } as never,
      overrideAccess: true,
    })
    expect(await fieldsOf('de')).toBeUndefined()
  })

  it('lists the site’s description while a language lacks it, a link to the site settings in that language', async () => {
    const payload = await getPayload({ config })
    const kept = (await payload.findGlobal({ slug: 'site-settings', locale: 'all', depth: 0 })) as unknown as {
      meta_description?: Record<string, string | null>
    }
    const description = (locale: 'en' | 'de' | 'fr', text: string) =>
      payload.updateGlobal({ slug: 'site-settings', locale, data: { meta_description: text }, overrideAccess: true })
    await description('en', 'Watercolours of the west coast.')
    await description('de', 'Aquarelle der Westküste.')
    await description('fr', '')
    try {
      const settingsIn = async (locale: string) =>
        (await translationOverview(payload))
          .find((language) => language.locale === locale)!
          .documents.find((doc) => doc.collection === 'site-settings')
      expect((await settingsIn('de'))?.fields ?? []).not.toContain('meta description')
      expect(await settingsIn('fr')).toMatchObject({
        id: null,
        link: '/admin/globals/site-settings',
        fields: expect.arrayContaining(['meta description']),
      })
    } finally {
      for (const locale of ['en', 'de', 'fr'] as const) await description(locale, kept.meta_description?.[locale] ?? '')
    }
  })
})
