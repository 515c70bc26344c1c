import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'

import config from '@payload-config'
import { galleryTypes } from '@/blocks/Gallery/config'
import { widgetKinds } from '@/blocks/widget-kinds'
import { LOCALES } from '@/i18n/locales'
import { seedDemo } from '@/seed'
import { getVoucherThemes } from '@/commerce/vouchers/voucher-themes'
import { faqEntries, gallerySeeds, testimonialEntries } from '@/seed/content-collections'
import { voucherDesigns } from '@/seed/vouchers'
import { seedArticles, seedPosts } from '@/seed/stories-content'
import deForm from '@/seed/translations/forms/de.json'
import captionWords from '@/seed/translations/captions.json'
import deStories from '@/seed/translations/stories/de.json'
import jaStories from '@/seed/translations/stories/ja.json'
import { translationOverview } from '@/studio/translation-overview'
import de from '@/seed/translations/site/de.json'

import { getJson } from './helpers/api'

describe('demo seed', () => {
  it('can run again without adding anything twice or resetting the password', async () => {
    const payload = await getPayload({ config })
    const count = async () => ({
      users: (await payload.count({ collection: 'users' })).totalDocs,
      media: (await payload.count({ collection: 'media' })).totalDocs,
    })
    const before = await count()
    const admin = await seedDemo(payload)
    expect(admin.password).toBeNull()
    expect(await count()).toEqual(before)
    const header = await payload.findGlobal({ slug: 'header' })
    expect(header.navItems).toHaveLength(7)
  })

  it('speaks every language of the site: the navigation, the site’s description and the demo pages’ titles', async () => {
    type Initial = {
      domain: { meta_description: string }
      navigation: Record<'header' | 'footer', { label: string; lang?: string }[]>
    }
    type Page = { slug: string; name: string; title: string; meta_description: string }
    const english = await getJson<Initial>('/api/v1/cognito/domain/initialData?locale=en')
    const englishPages = await getJson<{ data: Page[] }>('/api/v1/cognito/page?locale=en')
    const demoPages = new Set(Object.keys(de.pages))
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const { body } = await getJson<Initial>(`/api/v1/cognito/domain/initialData?locale=${locale}`)
      expect(body.navigation.header.length, locale).toBeGreaterThan(0)
      // Every link in the language, or the very word in English (German says "Podcast" too), said to be English.
      const links = [...body.navigation.header, ...body.navigation.footer]
      const englishLinks = [...english.body.navigation.header, ...english.body.navigation.footer]
      expect(
        links.filter((link, i) => link.lang && link.label !== englishLinks[i].label),
        locale,
      ).toEqual([])
      expect(links.filter((link) => link.lang).length, locale).toBeLessThan(links.length / 3)
      expect(body.domain.meta_description, locale).not.toBe(english.body.domain.meta_description)
      const pages = await getJson<{ data: Page[] }>(`/api/v1/cognito/page?locale=${locale}`)
      const translated = pages.body.data.filter((p) => demoPages.has(p.slug))
      expect(translated.length, locale).toBe(demoPages.size)
      for (const page of translated) {
        const inEnglish = englishPages.body.data.find((p) => p.slug === page.slug)!
        expect(page.title, `${locale} ${page.slug}`).not.toBe(inEnglish.title)
        expect(page.meta_description, `${locale} ${page.slug}`).not.toBe(inEnglish.meta_description)
      }
    }
    // The studio's overview asks for none of the site-wide words in any language.
    const siteWide = new Set(['site-settings', 'header', 'footer'])
    for (const { locale, documents } of await translationOverview(await getPayload({ config }))) {
      expect(
        documents.filter((doc) => siteWide.has(doc.collection)),
        locale,
      ).toEqual([])
    }
    const contact = await getJson<Page>('/api/v1/cognito/page/contact?locale=de')
    expect(contact.body.title).toBe(de.pages.contact.title)
  })

  it('has every word of the demo pages’ widgets in every language', async () => {
    type Block = Record<string, unknown> & { in_english?: string[] }
    const untranslated = (value: unknown): string[] =>
      Array.isArray(value)
        ? value.flatMap(untranslated)
        : value && typeof value === 'object'
          ? [
              ...((value as Block).in_english ?? []).map((text) => `${(value as Block).blockType}.${text}`),
              ...Object.values(value).flatMap((inner) => (Array.isArray(inner) ? untranslated(inner) : [])),
            ]
          : []
    for (const locale of LOCALES.filter((l) => l !== 'en'))
      for (const slug of Object.keys(de.pages)) {
        const { status, body } = await getJson<{ rows: unknown[] }>(`/api/v1/cognito/page/${slug}?locale=${locale}`)
        expect(status, `${locale} ${slug}`).toBe(200)
        expect(untranslated(body.rows), `${locale} ${slug}`).toEqual([])
      }
    const home = await getJson<{ rows: { blocks: { widgets: Record<string, unknown>[] }[] }[] }>(
      '/api/v1/cognito/page/home?locale=de',
    )
    expect(home.body.rows[0].blocks[0].widgets[0].heading).toBe(de.widgets['Light, water and a lot of paper'])
  })

  it('has the demo’s stories and contact form in every language: articles, episodes, posts, questions, testimonials, people, links', async () => {
    const payload = await getPayload({ config })
    const stories = new Set([
      'articles',
      'podcast-episodes',
      'microblog-posts',
      'faqs',
      'testimonials',
      'people',
      'links',
      'forms',
    ])
    // The demo's own documents (other test files of this worker add their own, untranslated).
    const demoTitles = new Set([
      ...Object.keys(deStories),
      ...Object.keys(deForm),
      ...testimonialEntries.map(([, name]) => name),
      'Isla',
    ])
    const isDemo = (title: string) =>
      demoTitles.has(title) || seedPosts.some((post) => post.text.startsWith(title.replace(/…$/, '')))
    for (const { locale, documents } of await translationOverview(payload)) {
      const untranslated = documents.filter((doc) => stories.has(doc.collection) && isDemo(doc.title))
      expect(
        untranslated.map((doc) => `${doc.collection} ${doc.title}: ${doc.fields.join(', ')}`),
        locale,
      ).toEqual([])
    }
    type Listed = { name?: string; content?: string; in_english: string[] }
    const article = seedArticles[0]
    const articles = await getJson<{ data: (Listed & { slug: string; groups: { name: string }[] })[] }>(
      '/api/v1/cognito/article?locale=de&page_size=100',
    )
    const first = articles.body.data.find((a) => a.slug === article.slug)!
    expect(first.name).toBe(deStories[article.name as keyof typeof deStories])
    expect(first.groups.map((g) => g.name)).not.toContain('Studio notes')
    expect(articles.body.data.flatMap((a) => a.in_english)).toEqual([])
    // The demo's questions (another file of this worker may add one of its own, untranslated).
    const { docs: demoFaqs } = await payload.find({
      collection: 'faqs',
      where: { name: { in: faqEntries.map(([name]) => name) } },
      depth: 0,
    })
    expect(demoFaqs).toHaveLength(faqEntries.length)
    const faq = await getJson<{ data: (Listed & { id: number })[] }>('/api/v1/cognito/faq?locale=ja')
    const demo = faq.body.data.filter((f) => demoFaqs.some((d) => d.id === f.id))
    expect(demo).toHaveLength(faqEntries.length)
    expect(demo.map((f) => f.in_english)).toEqual(demo.map(() => []))
    expect(faq.body.data[0].name).toBe(jaStories[faqEntries[0][0] as keyof typeof jaStories])
    // English asked for: the demo's own words.
    const english = await getJson<{ data: Listed[] }>('/api/v1/cognito/faq?locale=en')
    expect(english.body.data[0].name).toBe(faqEntries[0][0])
    // The contact form: its name, button, text and every question and choice.
    type Form = {
      name: string
      submit_label: string
      in_english: string[]
      questions: { label: string; in_english: string[]; options: { label: string; lang?: string }[] }[]
    }
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const { body } = await getJson<Form>(`/api/v1/cognito/form?id=contact&locale=${locale}`)
      expect(body.in_english, locale).toEqual([])
      expect(
        body.questions.flatMap((q) => q.in_english),
        locale,
      ).toEqual([])
      expect(
        body.questions.flatMap((q) => q.options.filter((o) => o.lang)),
        locale,
      ).toEqual([])
    }
    const { body: form } = await getJson<Form>('/api/v1/cognito/form?id=contact&locale=de')
    expect(form.submit_label).toBe(deForm['Send message'])
    expect(form.questions.map((q) => q.label)).toContain(deForm['What is it about?'])
  })

  it('has the demo’s galleries and voucher designs in every language', async () => {
    const payload = await getPayload({ config })
    const { docs: galleries } = await payload.find({
      collection: 'galleries',
      where: { url: { in: gallerySeeds.map((g) => g.url) } },
      depth: 0,
    })
    expect(galleries).toHaveLength(gallerySeeds.length)
    const { docs: demoDesigns } = await payload.find({
      collection: 'voucher-themes',
      where: { name: { in: voucherDesigns.map(([name]) => name) } },
      depth: 0,
    })
    expect(demoDesigns).toHaveLength(voucherDesigns.length)
    const demo = new Set(demoDesigns.map((d) => d.id))
    type Gallery = { heading: string; in_english: string[]; slides: { heading: string; in_english: string[] }[] }
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      for (const { id } of galleries) {
        const { body } = await getJson<Gallery>(`/api/v1/cognito/gallery?id=${id}&locale=${locale}`)
        expect(body.in_english, `${locale} gallery ${id}`).toEqual([])
        expect(
          body.slides.flatMap((slide) => slide.in_english),
          `${locale} gallery ${id}`,
        ).toEqual([])
      }
      const designs = (await getVoucherThemes(payload, undefined, locale)).filter((d) => demo.has(d.id))
      expect(designs, locale).toHaveLength(voucherDesigns.length)
      expect(
        designs.filter((d) => d.in_english.length).map((d) => d.name),
        locale,
      ).toEqual([])
    }
    const coast = galleries.find((g) => g.url === 'the-coast')!
    const { body: german } = await getJson<Gallery>(`/api/v1/cognito/gallery?id=${coast.id}&locale=de`)
    expect(german.heading).toBe(captionWords.de['The coast'])
    const designs = await getVoucherThemes(payload, undefined, 'de')
    expect(designs.map((d) => d.name)).toContain(captionWords.de['Coast at dawn'])
  })

  it('makes the back-office account an admin with a working password', async () => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: 'studio@atelier.test' } } })
    expect(docs[0]?.roles).toEqual(['admin'])
    expect(docs[0]?.is_admin).toBe(true)
  })

  it('seeds /demo_asdf with every widget visitors see and every gallery type, and /readme', async () => {
    const { status, body } = await getJson<{
      rows: { blocks: { widgets: { blockType: string; type?: string }[] }[] }[]
    }>('/api/v1/cognito/page/demo_asdf')
    expect(status).toBe(200)
    const widgets = body.rows.flatMap((row) => row.blocks.flatMap((block) => block.widgets))
    const kinds = new Set(widgets.map((w) => w.blockType))
    expect(widgetKinds.filter((kind) => !kinds.has(kind))).toEqual([])
    expect(widgets.filter((w) => w.blockType === 'gallery').map((w) => w.type)).toEqual([...galleryTypes])
    expect((await getJson('/api/v1/cognito/page/readme')).status).toBe(200)
  })
})
