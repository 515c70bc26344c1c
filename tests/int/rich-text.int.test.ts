import { sql } from 'drizzle-orm'
import { getPayload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import type { RichText } from '@/content/rich-text/rich-text-from-html'
import type { Faq } from '@/payload-types'

import { getJson } from './helpers/api'
import { earlierRelease, type EarlierRelease } from './helpers/earlier-release'
import { twoToneImage, uploadImage } from './helpers/fixtures'
import { BOLD, bulletList, link, paragraph, richText, text, upload } from './helpers/rich-text'
import { makeProduct } from './helpers/shop-fixtures'

const story = (...children: object[]) => richText(...children) as unknown as RichText

describe('rich text the artist writes', () => {
  it('is shown as HTML on the product, with bold, a list, a link to another product and a picture', async () => {
    const payload = await getPayload({ config })
    const { product: other } = await makeProduct({ slug: 'rich-other', skus: [{ code: 'RO-1', price: 10, stock: 1 }] })
    const { product } = await makeProduct({ slug: 'rich-story', skus: [{ code: 'RS-1', price: 10, stock: 1 }] })
    const picture = await uploadImage(await twoToneImage(1600, 1000), { alt: 'The bay at dawn' })
    await payload.update({
      collection: 'products',
      id: product.id,
      data: {
        content_rich: story(
          paragraph(text('Painted '), text('on the beach', BOLD), text(' at Cottesloe.')),
          bulletList('Watercolour', 'Cotton paper'),
          paragraph(link({ linkType: 'internal', doc: { relationTo: 'products', value: other.id } }, 'its companion')),
          upload(picture.id),
        ),
      },
      overrideAccess: true,
    })
    const { status, body } = await getJson<{ content: string }>('/api/v1/sell/product/rich-story')
    expect(status).toBe(200)
    expect(body.content).toContain('<strong>on the beach</strong>')
    expect(body.content).toMatch(/<ul[^>]*><li[^>]*>Watercolour<\/li><li[^>]*>Cotton paper<\/li><\/ul>/)
    expect(body.content).toContain('<a href="/product/rich-other">its companion</a>')
    expect(body.content).toContain(`<img src="/assets/i/${picture.hash}/8x5/1200.jpg" alt="The bay at dawn"`)
  })

  it('never carries a script, an event attribute or a javascript: address, whatever was pasted', async () => {
    const payload = await getPayload({ config })
    const { product } = await makeProduct({ slug: 'rich-hostile', skus: [{ code: 'RH-1', price: 10, stock: 1 }] })
    const updated = await payload.update({
      collection: 'products',
      id: product.id,
      data: {
        content_rich: story(
          paragraph(text('<script>window.owned = 1</script><img src=x onerror="window.owned = 2">')),
          paragraph(link({ linkType: 'custom', url: 'javascript:window.owned=3' }, 'click')),
          paragraph(link({ linkType: 'custom', url: 'https://example.org/', newTab: true }, 'elsewhere')),
        ),
      },
      overrideAccess: true,
    })
    expect(updated.content).toContain('&lt;script&gt;window.owned = 1&lt;/script&gt;')
    expect(updated.content).not.toMatch(/<script|<img|javascript:window.owned=3/i)
    expect(updated.content).toMatch(/<a href="[^"]*">click<\/a>/)
    expect(updated.content).toContain(
      '<a href="https://example.org/" target="_blank" rel="noopener noreferrer">elsewhere</a>',
    )
  })

  it('turns HTML written without its rich text (an import) into rich text, cleaned', async () => {
    const payload = await getPayload({ config })
    // The rich text is left out on purpose: the HTML alone is what an import sends.
    const data = {
      name: 'Imported',
      content: '<p>Yes, <em>gladly</em>.</p><script>alert(1)</script><p onclick="x()">Ask me</p>',
    } as unknown as Faq
    const faq = await payload.create({ collection: 'faqs', data, overrideAccess: true })
    expect(faq.content).toBe('<p>Yes, <em>gladly</em>.</p><p>Ask me</p>')
    expect(JSON.stringify(faq.content_rich)).toContain('"text":"gladly"')
  })

  it('is empty HTML when the editor holds nothing but an empty paragraph', async () => {
    const payload = await getPayload({ config })
    const { product } = await makeProduct({ slug: 'rich-empty', skus: [{ code: 'RE-1', price: 10, stock: 1 }] })
    const updated = await payload.update({
      collection: 'products',
      id: product.id,
      data: { content_rich: story(paragraph()) },
      overrideAccess: true,
    })
    expect(updated.content).toBe('')
  })

  it('leaves the HTML as it was on an update that does not carry the text', async () => {
    const payload = await getPayload({ config })
    const { product } = await makeProduct({
      slug: 'rich-partial',
      content: '<p>Kept as it was.</p>',
      skus: [{ code: 'RP-1', price: 10, stock: 1 }],
    })
    const updated = await payload.update({
      collection: 'products',
      id: product.id,
      data: { badge: 'limited_edition' },
      overrideAccess: true,
    })
    expect(updated.content).toBe('<p>Kept as it was.</p>')
  })
})

describe('moving stored HTML into rich text (the migration step)', () => {
  let db: EarlierRelease
  afterAll(async () => db?.close())

  it('gives stored products and page widgets their rich text and keeps their HTML as it was', async () => {
    // A database as the release before the editor left it.
    db = await earlierRelease('rich_text')
    await db.upTo('rich_text')
    const legacy = '<p>Written <strong>before</strong> the editor.</p>'
    await db.run(
      sql`INSERT INTO products (id, name, slug, content, _status) VALUES (4, 'Legacy', 'rich-legacy', ${legacy}, 'published')`,
    )
    const rows = [
      {
        blockType: 'row',
        row_type: 'plain',
        blocks: [
          {
            blockType: 'block',
            width: 12,
            widgets: [
              { blockType: 'modal', heading: 'Hello', html: '<p>Old <em>modal</em> text</p>' },
              { blockType: 'html', html: '<p>Raw stays raw</p>' },
            ],
          },
        ],
      },
    ]
    await db.run(
      sql`INSERT INTO pages (id, name, slug, rows, _status) VALUES (6, 'Legacy', 'rich-legacy-page', ${db.json(rows)}, 'published')`,
    )

    await db.migrate('rich_text', 'up')

    const json = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))
    const [stored] = await db.rows(sql`SELECT content, content_rich FROM products WHERE id = 4`)
    expect(stored.content).toBe(legacy)
    expect(json(stored.content_rich)).toContain('"text":"before"')
    const [pageRow] = await db.rows(sql`SELECT rows FROM pages WHERE id = 6`)
    const widgets = JSON.parse(json(pageRow.rows))[0].blocks[0].widgets
    expect(JSON.stringify(widgets[0].html_rich)).toContain('"text":"modal"')
    expect(widgets[0].html).toBe('<p>Old <em>modal</em> text</p>')
    expect(widgets[1].html_rich).toBeUndefined()
  }, 300_000)
})
