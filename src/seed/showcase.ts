import type { Payload } from 'payload'

import { galleryTypes } from '@/blocks/Gallery/config'
import { ensureGallery, ensureGroup, ensurePaintings } from '@/seed/content-collections'
import { heading, html, reading, wide, widget } from '@/seed/page-builders'
import { ensurePages } from '@/seed/pages'

const SHOWCASE_SLUGS = ['demo_asdf', 'readme'] as const

const readmeText = `
<p>This site is run from the studio, the back-office at <a href="/admin">/admin</a>. Its first screen lists what needs you today: orders to pack and send, originals held while someone pays, prints running low, shipping quotes waiting for your price and publications you have scheduled.</p>
<h2>Adding a painting</h2>
<p>Shop → Products → Create new. Give it a name, its story, its pictures (each with a description of what it shows) and, under "Options and SKUs", its price and stock: an original has one SKU with a stock of 1, marked "One of a kind". Save a draft and open the preview to see it at phone and desktop width; publish when it is right.</p>
<h2>Pages</h2>
<p>Every page is rows of blocks of widgets: text, pictures, galleries, testimonials, a map, a grid of the shop or one painting with its buy box. The page <a href="/demo_asdf">/demo_asdf</a> shows every widget there is.</p>
<h2>Orders</h2>
<p>A paid order arrives by e-mail and under Orders. Set it to Packed, then Dispatched with its tracking number, and the customer hears from the studio at each step. An original is held for 15 minutes while its buyer pays (Settings → Checkout).</p>
<h2>The studio's look</h2>
<p>Settings → Site settings holds the studio's name, logo, colour, address and ABN; the header and footer are under Settings too.</p>
`

/** The spec's `/demo_asdf` (every widget, every gallery type) and `/readme` (how the site is run), made once. */
export async function seedShowcase(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'pages',
    where: { slug: { in: [...SHOWCASE_SLUGS] } },
    overrideAccess: true,
  })
  if (totalDocs === SHOWCASE_SLUGS.length) return
  const images = (await ensurePaintings(payload)).map((m) => m.id)
  const [faqs, testimonials, people, links, galleries] = await Promise.all([
    ensureGroup(payload, 'faq', 'general', 'General questions'),
    ensureGroup(payload, 'testimonial', 'collectors', 'Collectors'),
    ensureGroup(payload, 'person', 'studio', 'Studio'),
    ensureGroup(payload, 'link', 'recommended', 'Recommended'),
    ensureGroup(payload, 'gallery', 'western-australia', 'Western Australia'),
  ])
  const gallery = await ensureGallery(
    payload,
    galleries.id,
    images.map((id) => ({ id })),
  )
  const { docs: products } = await payload.find({
    collection: 'products',
    where: { slug: { equals: 'cottesloe-morning' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const { docs: forms } = await payload.find({
    collection: 'forms',
    where: { url: { equals: 'contact' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  await ensurePages(
    payload,
    showcasePages({
      images,
      faqs: faqs.id,
      testimonials: testimonials.id,
      people: people.id,
      links: links.id,
      galleries: galleries.id,
      gallery: gallery.id,
      product: products[0]?.id,
      form: forms[0]?.id,
    }),
  )
}

/** What the showcase pages show: the seed's pictures, groups, gallery, a painting and the contact form. */
export type ShowcaseIds = {
  images: number[]
  faqs: number
  testimonials: number
  people: number
  links: number
  galleries: number
  gallery: number
  product?: number
  form?: number
}

/** The showcase pages as the demo defines them. */
export function showcasePages({
  images,
  faqs,
  testimonials,
  people,
  links,
  galleries,
  gallery,
  product,
  form,
}: ShowcaseIds) {
  const section = (title: string) => heading(title, 'h2')
  return [
    {
      slug: 'demo_asdf',
      name: 'Widget showcase',
      title: 'Every widget of the page builder',
      meta_description: 'Every widget the page builder offers, with every kind of gallery.',
      sitemap: { include: false },
      rows: [
        reading(
          heading('Every widget of the page builder'),
          heading('A heading of the second level', 'h2'),
          heading('A heading of the third level, centred', 'h3', true),
          html('<p>An HTML widget: the studio’s own markup, shown as written.</p>'),
        ),
        wide(
          widget('headingAndContent', {
            heading: 'Heading and content',
            image: images[2],
            content: '<p>A heading, a picture and <strong>rich text</strong>.</p>',
          }),
        ),
        wide(
          widget('callToAction', {
            heading: 'Call to action',
            sub_heading: 'With a picture on either side and a button.',
            html: '<p>Text written in the editor.</p>',
            left_image: images[0],
            right_image: images[1],
            button: { text: 'To the shop', url: '/shop', new_tab: false },
          }),
        ),
        wide(
          widget('heroQuote', {
            heading: 'Hero quote',
            sub_heading: 'A banner with a background picture.',
            background_image: images[3],
            overlay_colour: 'blk',
            text_colour: 'wht',
            justify: 'center',
            align: 'center',
            image_opacity: '100',
            image_saturation: '100',
          }),
        ),
        wide(
          widget('imageWithContent', {
            image: images[1],
            image_position: 'right',
            heading: 'Image with content',
            html: '<p>A picture beside its text.</p>',
          }),
        ),
        reading(
          widget('buttonLink', { button_text: 'A button link', button_url: '/contact', button_colour: 'blk' }),
          widget('faq', { heading: 'Questions and answers', group: faqs }),
        ),
        wide(widget('testimonialGrid', { heading: 'Testimonial grid', group: testimonials })),
        wide(widget('heroTestimonial', { heading: 'Hero testimonial', group: testimonials })),
        reading(section('People'), widget('personList', { group: people })),
        reading(section('Links'), widget('linkChildren', { parent: links })),
        ...galleryTypes.map((type) =>
          wide(
            widget('gallery', {
              gallery,
              type,
              heading: `Gallery: ${type}`,
              grid_width: 3,
              use_lightbox: true,
              aspect: type === 'slider' ? '16x9' : '4x3',
              width: type === 'slider' ? 1200 : 600,
              lightbox_aspect: 'raw',
            }),
          ),
        ),
        wide(widget('galleryGroup', { group: galleries, heading: 'Gallery group', aspect: '4x3' })),
        reading(
          widget('modal', {
            heading: 'A modal',
            html: '<p>Opened by its button.</p>',
            button_text: 'Open the modal',
            timeout: 0,
          }),
          widget('googleMap', { location: '12 Pakenham Street, Fremantle WA 6160', zoom: 15, height: 320 }),
          widget('rawCode', { code: '<p>Raw code, shown as written.</p>' }),
        ),
        wide(widget('tplShop', { heading: 'Shop', limit: 3, order: 'newest' })),
        ...(product ? [wide(widget('tplSellProductView', { product }))] : []),
        // The blog, podcast and feed widgets show the newest of each, whenever the stories are added.
        wide(widget('blogArticleList', { heading: 'From the blog', page_size: 3 })),
        wide(widget('blogArticleView', {})),
        wide(widget('podcastEpisode', {})),
        wide(widget('podcastView', { channel: 1 })),
        wide(widget('microblogFeed', { heading: 'From the feed', page_size: 3 })),
        ...(form ? [reading(widget('form', { form }))] : []),
        reading(widget('newsletter', {})),
        reading(widget('giftVoucherPurchase', {})),
      ],
    },
    {
      slug: 'readme',
      name: 'Read me',
      title: 'How this site is run',
      meta_description: 'How the studio runs this site: the back-office, paintings, pages and orders.',
      sitemap: { include: false },
      rows: [reading(heading('How this site is run'), html(readmeText))],
    },
  ]
}
