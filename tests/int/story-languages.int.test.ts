import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'

import config from '@payload-config'
import { richTextFromHtml } from '@/content/rich-text/rich-text-from-html'
import { translationOverview } from '@/studio/translation-overview'

import { getJson, request } from './helpers/api'

type Shown = { name?: string; blurb?: string; content?: string; description?: string; in_english: string[] }

describe('her stories in the visitor’s language', () => {
  it('answers an article in German, the story left in English named as such, in the blog’s list too', async () => {
    const payload = await getPayload({ config })
    const article = await payload.create({
      collection: 'articles',
      data: {
        name: 'Salt lakes from the air',
        slug: 'salt-lakes-from-the-air',
        author: 'Isla Moreton',
        blurb: 'Pink water seen from a small plane.',
        content: '<p>The lakes north of Esperance are pink in summer.</p>',
        publish_time: '2026-11-20T00:00:00.000Z',
        _status: 'published',
      },
      overrideAccess: true,
    })
    const before = await getJson<Shown>('/api/v1/cognito/article/salt-lakes-from-the-air?locale=de')
    expect(before.body.name).toBe('Salt lakes from the air')
    expect(before.body.in_english).toEqual(expect.arrayContaining(['name', 'blurb', 'content']))

    // Translated: the name and blurb only; the page read before is not served again.
    await payload.update({
      collection: 'articles',
      id: article.id,
      locale: 'de',
      data: { name: 'Salzseen aus der Luft', blurb: 'Rosa Wasser aus einem kleinen Flugzeug.' },
      overrideAccess: true,
    })
    const response = await request('/api/v1/cognito/article/salt-lakes-from-the-air', {
      headers: { 'Accept-Language': 'de-DE,de;q=0.9' },
    })
    const german = (await response.json()) as Shown
    expect(german.name).toBe('Salzseen aus der Luft')
    expect(german.blurb).toBe('Rosa Wasser aus einem kleinen Flugzeug.')
    expect(german.content).toContain('The lakes north of Esperance are pink in summer.')
    expect(german.in_english).toEqual(expect.arrayContaining(['content']))
    expect(german.in_english).not.toContain('name')

    const list = await getJson<{ data: (Shown & { slug: string })[] }>(
      '/api/v1/cognito/article?locale=de&page_size=100',
    )
    const card = list.body.data.find((a) => a.slug === 'salt-lakes-from-the-air')
    expect(card?.name).toBe('Salzseen aus der Luft')
    const english = await getJson<Shown>('/api/v1/cognito/article/salt-lakes-from-the-air?locale=en')
    expect(english.body.name).toBe('Salt lakes from the air')
    expect(english.body.in_english).toEqual([])
  })

  it('asks for a question’s answer in English only, and shows the English where German has none', async () => {
    const payload = await getPayload({ config })
    await expect(
      // Sent without its answer, as a script might (the types ask for one).
      payload.create({ collection: 'faqs', data: { name: 'Do you frame in oak?' } as never, overrideAccess: true }),
    ).rejects.toThrow(/answer/i)
    const faq = await payload.create({
      collection: 'faqs',
      data: {
        name: 'Do you frame in oak?',
        content_rich: await richTextFromHtml(payload, '<p>Yes, in Tasmanian oak.</p>'),
        sort_order: 900,
      },
      overrideAccess: true,
    })
    // A German question without a German answer: the answer stays the English one.
    await payload.update({
      collection: 'faqs',
      id: faq.id,
      locale: 'de',
      data: { name: 'Rahmen Sie in Eiche?' },
      overrideAccess: true,
    })
    const { body } = await getJson<{ data: (Shown & { id: number })[] }>('/api/v1/cognito/faq?locale=de')
    const shown = body.data.find((f) => f.id === faq.id)
    expect(shown?.name).toBe('Rahmen Sie in Eiche?')
    expect(shown?.content).toContain('Yes, in Tasmanian oak.')
    expect(shown?.in_english).toEqual(expect.arrayContaining(['content']))
    expect(shown?.in_english).not.toContain('name')
  })

  it('writes a post first written in German in English too, so the English feed never shows it empty', async () => {
    const payload = await getPayload({ config })
    const post = await payload.create({
      collection: 'microblog-posts',
      locale: 'de',
      data: {
        content_rich: await richTextFromHtml(payload, '<p>Heute Morgen Nebel über dem Swan.</p>'),
        tags: ['wetter'],
        published_at: '2026-11-21T00:00:00.000Z',
        _status: 'published',
      },
      overrideAccess: true,
    })
    const english = await payload.findByID({ collection: 'microblog-posts', id: post.id, locale: 'en', depth: 0 })
    expect(english.content).toContain('Heute Morgen Nebel über dem Swan.')
    expect(english.summary).toBe('Heute Morgen Nebel über dem Swan.')
    const feed = await getJson<{ items: (Shown & { id: number })[] }>('/api/v1/microblog/post?tag=wetter&locale=ja')
    expect(feed.body.items.map((p) => p.content)).toEqual([expect.stringContaining('Nebel über dem Swan')])
  })

  it('answers an episode’s notes in German', async () => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({
      collection: 'podcast-episodes',
      where: { url: { equals: 'why-watercolour' } },
      depth: 0,
      overrideAccess: true,
    })
    await payload.update({
      collection: 'podcast-episodes',
      id: docs[0].id,
      locale: 'de',
      // The back-office writes the editor's rich text; the notes' HTML is made from it.
      data: { description_rich: await richTextFromHtml(payload, '<p>Die erste Folge, neu erzählt.</p>') },
      overrideAccess: true,
    })
    const { body } = await getJson<Shown>('/api/v1/podcast/episode/why-watercolour?locale=de')
    expect(body.description).toContain('Die erste Folge, neu erzählt.')
    expect(body.in_english).not.toContain('description')
    const channel = await getJson<{ episodes: (Shown & { url: string })[] }>('/api/v1/podcast/channel?locale=de')
    const listed = channel.body.episodes.find((e) => e.url === 'why-watercolour')
    expect(listed?.description).toContain('Die erste Folge, neu erzählt.')
  })

  it('shows a form’s questions in German, a label left untranslated in English and named as such', async () => {
    const payload = await getPayload({ config })
    const form = await payload.create({
      collection: 'forms',
      data: {
        title: 'Book a workshop',
        url: 'book-a-workshop',
        submitButtonLabel: 'Book',
        use_captcha: false,
        fields: [
          { blockType: 'text', name: 'name', label: 'Your name', required: true },
          {
            blockType: 'select',
            name: 'day',
            label: 'Which day?',
            required: true,
            options: [
              { label: 'Saturday', value: 'saturday' },
              { label: 'Sunday', value: 'sunday' },
            ],
          },
        ],
      },
      overrideAccess: true,
    })
    type Form = {
      name: string
      submit_label: string
      in_english: string[]
      questions: { label: string; in_english: string[]; options: { label: string; value: string; lang?: string }[] }[]
    }
    const rows = form.fields as unknown as Record<string, unknown>[]
    const [name, day] = rows
    // In German she writes the name's label, the button and one day only.
    await payload.update({
      collection: 'forms',
      id: form.id,
      locale: 'de',
      data: {
        submitButtonLabel: 'Buchen',
        fields: [
          { ...name, label: 'Ihr Name' },
          {
            ...day,
            label: undefined,
            options: (day.options as Record<string, unknown>[]).map((o) =>
              o.value === 'saturday' ? { ...o, label: 'Samstag' } : { ...o, label: undefined },
            ),
          },
        ] as never,
      },
      overrideAccess: true,
    })
    const { body } = await getJson<Form>('/api/v1/cognito/form?id=book-a-workshop&locale=de')
    expect(body.submit_label).toBe('Buchen')
    expect(body.name).toBe('Book a workshop')
    expect(body.in_english).toEqual(['name'])
    expect(body.questions.map((q) => [q.label, q.in_english])).toEqual([
      ['Ihr Name', []],
      ['Which day?', ['label']],
    ])
    expect(body.questions[1].options).toEqual([
      { label: 'Samstag', value: 'saturday' },
      { label: 'Sunday', value: 'sunday', lang: 'en' },
    ])
    // The studio reads its forms (and the answers' labels) in English.
    const english = await getJson<Form>('/api/v1/cognito/form?id=book-a-workshop')
    expect(english.body.questions.map((q) => q.label)).toEqual(['Your name', 'Which day?'])
    expect(english.body.in_english).toEqual([])
  })

  it('shows an article built of widgets in German, each widget word left in English named as such', async () => {
    const payload = await getPayload({ config })
    const article = await payload.create({
      collection: 'articles',
      data: {
        name: 'Notes from the jetty',
        slug: 'notes-from-the-jetty',
        author: 'Isla Moreton',
        publish_time: '2026-11-21T00:00:00.000Z',
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
                  { blockType: 'heading', text: 'At the jetty', level: 'h2' },
                  { blockType: 'faq', heading: 'Before you come' },
                ],
              },
            ],
          },
        ],
      } as never,
      overrideAccess: true,
    })
    const rows = structuredClone(article.rows) as unknown as { blocks: { widgets: Record<string, unknown>[] }[] }[]
    rows[0].blocks[0].widgets[0].text = 'Am Steg'
    await payload.update({ collection: 'articles', id: article.id, locale: 'de', data: { rows } as never })

    type Widget = { blockType: string; text?: string; heading?: string; in_english?: string[] }
    type Shown = { rows: { blocks: { widgets: Widget[] }[] }[] }
    const widgetsOf = async (locale: string) =>
      (await getJson<Shown>(`/api/v1/cognito/article/notes-from-the-jetty?locale=${locale}`)).body.rows[0].blocks[0]
        .widgets
    const [heading, faq] = await widgetsOf('de')
    expect(heading).toMatchObject({ text: 'Am Steg' })
    expect(heading.in_english ?? []).toEqual([])
    expect(faq).toMatchObject({ heading: 'Before you come', in_english: ['heading'] })
    const [english] = await widgetsOf('en')
    expect(english).toMatchObject({ text: 'At the jetty' })
    expect(english.in_english).toBeUndefined()
    // The studio's overview names the article's widgets in French, not in German (the question widget's own words aside).
    const overview = await translationOverview(payload)
    const listed = (locale: string) =>
      overview
        .find((language) => language.locale === locale)!
        .documents.find((doc) => doc.collection === 'articles' && doc.id === article.id)?.fields ?? []
    expect(listed('fr')).toContain('widgets')
    expect(listed('fr')).not.toContain('rows')
  })
})
