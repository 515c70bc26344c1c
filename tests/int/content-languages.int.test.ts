import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'

import config from '@payload-config'

import { getJson, request } from './helpers/api'
import { makeAddon, makeProduct } from './helpers/shop-fixtures'
import descriptions from '@/seed/translations/site-description.json'
import siteDe from '@/seed/translations/site/de.json'

type Shown = { name: string; blurb: string; content: string; medium: string; in_english: string[] }
type Product = Shown & { groups: { name: string; slug: string }[]; addons: { name: string }[] }

const productIn = async (slug: string, language: { header?: string; query?: string }) => {
  const response = await request(`/api/v1/sell/product/${slug}${language.query ? `?locale=${language.query}` : ''}`, {
    headers: language.header ? { 'Accept-Language': language.header } : {},
  })
  expect(response.status).toBe(200)
  return (await response.json()) as Product
}

describe('the artist’s words in the visitor’s language', () => {
  it('answers a translated product in German, each untranslated text in English and named as such', async () => {
    const payload = await getPayload({ config })
    const group = await payload.create({
      collection: 'groups',
      data: { name: 'Harbour scenes', slug: 'harbour-scenes', model: 'product' },
      overrideAccess: true,
    })
    const addon = await makeAddon({ name: 'Gift wrapping for the harbour', type: 'Checkbox', price: 8 })
    const { product } = await makeProduct({
      slug: 'fremantle-harbour',
      name: 'Fremantle Harbour',
      content: '<p>Boats at the fishing harbour.</p>',
      groups: [group.id],
      addons: [addon.id],
      skus: [{ code: 'FH-1', price: 900, stock: 1 }],
    })
    await payload.update({
      collection: 'products',
      id: product.id,
      data: { blurb: 'Boats in the morning.', medium: 'Watercolour on paper' },
      overrideAccess: true,
    })
    // Only the story and the name in German: the back-office asks for nothing else.
    await payload.update({
      collection: 'products',
      id: product.id,
      locale: 'de',
      data: { name: 'Hafen von Fremantle', content: '<p>Boote im Fischerhafen.</p>' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'groups',
      id: group.id,
      locale: 'de',
      data: { name: 'Hafenszenen' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'addons',
      id: addon.id,
      locale: 'de',
      data: { name: 'Geschenkverpackung' },
      overrideAccess: true,
    })

    const german = await productIn('fremantle-harbour', { header: 'de-DE,de;q=0.9,en;q=0.5' })
    expect(german.name).toBe('Hafen von Fremantle')
    expect(german.content).toContain('Boote im Fischerhafen.')
    // The blurb and medium were left untranslated: English, never empty, and said to be English.
    expect(german.blurb).toBe('Boats in the morning.')
    expect(german.medium).toBe('Watercolour on paper')
    expect(german.in_english).toEqual(expect.arrayContaining(['blurb', 'medium']))
    expect(german.in_english).not.toContain('name')
    expect(german.in_english).not.toContain('content')
    expect(german.groups).toEqual([expect.objectContaining({ name: 'Hafenszenen', slug: 'harbour-scenes' })])
    expect(german.addons.map((a) => a.name)).toEqual(['Geschenkverpackung'])

    // The query parameter wins over the header; a language without a translation is all English.
    const japanese = await productIn('fremantle-harbour', { header: 'de', query: 'ja' })
    expect(japanese.name).toBe('Fremantle Harbour')
    expect(japanese.content).toContain('Boats at the fishing harbour.')
    expect(japanese.in_english).toEqual(expect.arrayContaining(['name', 'blurb', 'content', 'medium']))
    const english = await productIn('fremantle-harbour', {})
    expect(english.name).toBe('Fremantle Harbour')
    expect(english.in_english).toEqual([])

    // Lists and search speak German too, and German words find the painting.
    const list = await getJson<{ data: Shown[] }>('/api/v1/sell/product?group=harbour-scenes&locale=de')
    expect(list.body.data.map((p) => p.name)).toEqual(['Hafen von Fremantle'])
    const found = await getJson<{ data: Shown[] }>('/api/v1/sell/search?q=fischerhafen&locale=de')
    expect(found.body.data.map((p) => p.name)).toEqual(['Hafen von Fremantle'])

    // The English document is untouched by its translation.
    const stored = await payload.findByID({ collection: 'products', id: product.id, locale: 'en', depth: 0 })
    expect(stored.name).toBe('Fremantle Harbour')
  })

  it('shows a product’s choices in German, while the cart is still sent their English names', async () => {
    const payload = await getPayload({ config })
    const { product, skus } = await makeProduct({
      slug: 'harbour-print',
      variations: [{ name: 'Size', options: ['Small', 'Large'] }],
      skus: [
        { code: 'HP-S', options: [{ name: 'Size', value: 'Small' }], price: 60, stock: 5 },
        { code: 'HP-L', options: [{ name: 'Size', value: 'Large' }], price: 90, stock: 5 },
      ],
    })
    const [size] = product.variations!
    // As the back-office sends it: the same rows (by id), their texts in German; "Large" left in English.
    await payload.update({
      collection: 'products',
      id: product.id,
      locale: 'de',
      data: {
        variations: [
          {
            id: size.id,
            name: 'Größe',
            options: [{ id: size.options![0].id, value: 'Klein' }, { id: size.options![1].id }],
          },
        ],
      },
      overrideAccess: true,
    })
    const german = (await productIn('harbour-print', { query: 'de' })) as Product & {
      variations: { name: string; options: string[]; label: string; option_labels: string[] }[]
    }
    expect(german.variations).toEqual([
      expect.objectContaining({
        name: 'Size',
        options: ['Small', 'Large'],
        label: 'Größe',
        option_labels: ['Klein', 'Large'],
      }),
    ])
    expect(german.in_english).not.toContain('variations')
    // The English document keeps its choices, and a choice named in English finds its SKU.
    const english = await payload.findByID({ collection: 'products', id: product.id, locale: 'en', depth: 0 })
    expect(english.variations?.[0].options?.map((o) => o.value)).toEqual(['Small', 'Large'])
    const chosen = await request('/api/v1/sell/cart/searchsku', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'de' },
      body: JSON.stringify({ product: product.id, variations: [{ name: 'Size', value: 'Large' }], addons: [] }),
    })
    expect(chosen.status).toBe(200)
    expect(((await chosen.json()) as { sku: number }).sku).toBe(skus[1].id)
  })

  it('writes a painting first named in German in English too, so no language shows it nameless', async () => {
    const payload = await getPayload({ config })
    const picture = (await makeProduct({ slug: 'picture-lender', skus: [], draft: true })).product.images![0].image
    const created = await payload.create({
      collection: 'products',
      locale: 'de',
      data: {
        name: 'Morgen am Lake Clifton',
        slug: 'lake-clifton-morgen',
        blurb: 'Nebel über dem See.',
        content: '<p>Am Ufer gemalt.</p>',
        images: [{ image: picture }],
        price: 1250,
        stock: 1,
        _status: 'published',
      },
      overrideAccess: true,
    })
    const english = await payload.findByID({
      collection: 'products',
      id: created.id,
      locale: 'en',
      fallbackLocale: false,
      depth: 0,
    })
    expect(english.name).toBe('Morgen am Lake Clifton')
    expect(english.blurb).toBe('Nebel über dem See.')
    expect(english.content).toContain('Am Ufer gemalt.')
    expect(english._status).toBe('published')
    // Its German stays its own, to be translated into English when she likes.
    await payload.update({
      collection: 'products',
      id: created.id,
      locale: 'en',
      data: { name: 'Lake Clifton, morning' },
      overrideAccess: true,
    })
    expect((await productIn('lake-clifton-morgen', {})).name).toBe('Lake Clifton, morning')
    expect((await productIn('lake-clifton-morgen', { query: 'de' })).name).toBe('Morgen am Lake Clifton')
    // French falls back to English, never to nothing.
    expect((await productIn('lake-clifton-morgen', { query: 'fr' })).name).toBe('Lake Clifton, morning')

    // A print's choices, in a draft, likewise.
    const print = await payload.create({
      collection: 'products',
      locale: 'de',
      draft: true,
      data: {
        name: 'Seedruck',
        slug: 'seedruck',
        images: [{ image: picture }],
        variations: [{ name: 'Größe', options: [{ value: 'Klein' }, { value: 'Groß' }] }],
        _status: 'draft',
      },
      overrideAccess: true,
    })
    const printInEnglish = await payload.findByID({
      collection: 'products',
      id: print.id,
      locale: 'en',
      fallbackLocale: false,
      draft: true,
      depth: 0,
    })
    expect(printInEnglish.variations?.map((v) => [v.name, v.options?.map((o) => o.value)])).toEqual([
      ['Größe', ['Klein', 'Groß']],
    ])
    expect(printInEnglish._status).toBe('draft')

    // A category first written in German likewise; a new record needs its name in any language.
    const group = await payload.create({
      collection: 'groups',
      locale: 'de',
      data: { name: 'Seen', slug: 'seen', model: 'product' },
      overrideAccess: true,
    })
    const groupInEnglish = await payload.findByID({
      collection: 'groups',
      id: group.id,
      locale: 'en',
      fallbackLocale: false,
    })
    expect(groupInEnglish.name).toBe('Seen')
    await expect(
      payload.create({
        collection: 'addons',
        locale: 'de',
        data: { name: '', type: 'Checkbox', price: 5 },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/name/i)
  })

  it('answers the navigation, the site’s description and a page’s titles in German, English where untranslated', async () => {
    const payload = await getPayload({ config })
    // The seeded site (shared by this worker's files, so read, not changed): German says "Podcast" too.
    const page = await payload.create({
      collection: 'pages',
      data: {
        name: 'Contact',
        slug: 'contact-languages',
        title: 'Contact the studio',
        meta_description: 'Write to the studio.',
        _status: 'published',
      },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'de',
      data: { title: 'Schreiben Sie dem Atelier' },
      overrideAccess: true,
    })

    type Initial = {
      domain: { meta_description: string }
      navigation: { header: { label: string; href: string; lang?: string }[] }
    }
    const german = await getJson<Initial>('/api/v1/cognito/domain/initialData?locale=de')
    expect(german.status).toBe(200)
    const link = (href: string) => german.body.navigation.header.find((l) => l.href === href)
    expect(link('/shop')).toEqual(expect.objectContaining({ label: siteDe.navigation.Shop }))
    expect(link('/shop')).not.toHaveProperty('lang')
    expect(link('/podcast')).toEqual(expect.objectContaining({ label: 'Podcast', lang: 'en' }))
    expect(german.body.domain.meta_description).toBe(descriptions.de)
    const english = await getJson<Initial>('/api/v1/cognito/domain/initialData', {
      headers: { 'Accept-Language': 'en' },
    })
    expect(english.body.navigation.header.map((l) => l.label)).toEqual(expect.arrayContaining(['Shop', 'Podcast']))
    expect(english.body.navigation.header.some((l) => 'lang' in l)).toBe(false)
    expect(english.body.domain.meta_description).not.toBe(descriptions.de)

    type Shown = { name: string; title: string; meta_description: string; url: string }
    const germanPage = await getJson<Shown>('/api/v1/cognito/page/contact-languages', {
      headers: { 'Accept-Language': 'de-DE,de;q=0.9' },
    })
    expect(germanPage.body).toEqual(
      expect.objectContaining({
        title: 'Schreiben Sie dem Atelier',
        name: 'Contact',
        meta_description: 'Write to the studio.',
        url: '/contact-languages',
      }),
    )
    const englishPage = await getJson<Shown>('/api/v1/cognito/page/contact-languages?locale=en')
    expect(englishPage.body.title).toBe('Contact the studio')
    const list = await getJson<{ data: Shown[] }>('/api/v1/cognito/page?locale=de')
    expect(list.body.data.find((p) => p.url === '/contact-languages')?.title).toBe('Schreiben Sie dem Atelier')
  })

  it('shows a page’s widgets in German, each text left untranslated in English and named as such', async () => {
    const payload = await getPayload({ config })
    const widgets = [
      { blockType: 'heading', text: 'Studio hours', level: 'h1' },
      {
        blockType: 'callToAction',
        heading: 'Visit the studio',
        sub_heading: 'By appointment, most weekdays.',
        html: '<p>Ring the bell at Studio 4.</p>',
        button: { text: 'Book a visit', url: '/contact' },
      },
      { blockType: 'faq', heading: 'Before you come' },
    ]
    const page = await payload.create({
      collection: 'pages',
      data: {
        name: 'Studio hours',
        slug: 'studio-hours-languages',
        _status: 'published',
        rows: [{ blockType: 'row', row_type: 'plain', blocks: [{ blockType: 'column', width: 12, widgets }] }],
      } as never,
      overrideAccess: true,
    })
    // She translates the heading and the call to action's heading and button; the rest she leaves.
    const rows = structuredClone(page.rows) as unknown as { blocks: { widgets: Record<string, unknown>[] }[] }[]
    const [heading, action, faq] = rows[0].blocks[0].widgets
    delete faq.heading
    heading.text = 'Öffnungszeiten'
    action.heading = 'Besuchen Sie das Atelier'
    action.button = { ...(action.button as object), text: 'Besuch vereinbaren' }
    for (const untranslated of ['sub_heading', 'html', 'html_rich']) delete action[untranslated]
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'de',
      data: { rows } as never,
      overrideAccess: true,
    })

    type Shown = { rows: { blocks: { widgets: Record<string, unknown>[] }[] }[] }
    const german = await getJson<Shown>('/api/v1/cognito/page/studio-hours-languages?locale=de')
    expect(german.status).toBe(200)
    const [germanHeading, germanAction, germanFaq] = german.body.rows[0].blocks[0].widgets
    expect(germanHeading.text).toBe('Öffnungszeiten')
    expect(germanHeading).not.toHaveProperty('in_english')
    expect(germanAction).toEqual(
      expect.objectContaining({
        heading: 'Besuchen Sie das Atelier',
        sub_heading: 'By appointment, most weekdays.',
        html: '<p>Ring the bell at Studio 4.</p>',
        button: expect.objectContaining({ text: 'Besuch vereinbaren', url: '/contact' }),
        in_english: ['sub_heading', 'html'],
      }),
    )
    expect(germanFaq).toEqual(expect.objectContaining({ heading: 'Before you come', in_english: ['heading'] }))

    const english = await getJson<Shown>('/api/v1/cognito/page/studio-hours-languages?locale=en')
    const [englishHeading, englishAction] = english.body.rows[0].blocks[0].widgets
    expect(englishHeading.text).toBe('Studio hours')
    expect(englishAction).toEqual(
      expect.objectContaining({
        heading: 'Visit the studio',
        button: expect.objectContaining({ text: 'Book a visit' }),
      }),
    )
    expect(englishAction).not.toHaveProperty('in_english')
  })

  it('writes a widget she adds while editing in German in English too, leaving the English of the others', async () => {
    const payload = await getPayload({ config })
    const page = await payload.create({
      collection: 'pages',
      data: {
        name: 'Workshops',
        slug: 'workshops-languages',
        _status: 'published',
        rows: [
          {
            blockType: 'row',
            row_type: 'plain',
            blocks: [
              { blockType: 'column', width: 12, widgets: [{ blockType: 'heading', text: 'Workshops', level: 'h1' }] },
            ],
          },
        ],
      } as never,
      overrideAccess: true,
    })
    type Rows = { blocks: { widgets: Record<string, unknown>[] }[] }[]
    const german = (await payload.findByID({
      collection: 'pages',
      id: page.id,
      locale: 'de',
      fallbackLocale: false,
      depth: 0,
    })) as unknown as { rows: Rows }
    const rows = structuredClone(german.rows)
    rows[0].blocks[0].widgets.push({ blockType: 'heading', text: 'Sommerkurse im Freien', level: 'h2' })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'de',
      data: { rows } as never,
      overrideAccess: true,
    })

    const english = (await payload.findByID({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      fallbackLocale: false,
      depth: 0,
    })) as unknown as { rows: Rows }
    // The new widget's heading in English is what she wrote; the first widget keeps its English.
    expect(english.rows[0].blocks[0].widgets.map((w) => w.text)).toEqual(['Workshops', 'Sommerkurse im Freien'])
    const inGerman = await getJson<{ rows: Rows }>('/api/v1/cognito/page/workshops-languages?locale=de')
    expect(inGerman.body.rows[0].blocks[0].widgets.map((w) => w.text)).toEqual(['Workshops', 'Sommerkurse im Freien'])
    expect(inGerman.body.rows[0].blocks[0].widgets[0].in_english).toEqual(['text'])
    expect(inGerman.body.rows[0].blocks[0].widgets[1]).not.toHaveProperty('in_english')

    // Translating an existing widget in German copies nothing into English.
    const again = structuredClone(rows)
    again[0].blocks[0].widgets[0].text = 'Kurse'
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'de',
      data: { rows: again } as never,
      overrideAccess: true,
    })
    const after = (await payload.findByID({ collection: 'pages', id: page.id, locale: 'en', depth: 0 })) as unknown as {
      rows: Rows
    }
    expect(after.rows[0].blocks[0].widgets[0].text).toBe('Workshops')
  })

  it('still asks for the English name, and refuses a language the site does not speak', async () => {
    const payload = await getPayload({ config })
    await expect(
      payload.create({
        collection: 'groups',
        data: { name: '', slug: 'nameless', model: 'product' },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/name/i)
    const { status } = await getJson('/api/v1/sell/product/fremantle-harbour?locale=xx')
    expect(status).toBe(400)
  })
})
