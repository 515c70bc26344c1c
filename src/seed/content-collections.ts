import type { Payload } from 'payload'

import type { GroupModel } from '@/collections/Groups/models'

import { paintWatercolour } from '@/seed/artwork'
import type { PaletteName } from '@/seed/watercolour-scenes'
import { ensureMedia } from '@/seed/media'
import { seedGalleryTranslations, SLIDE_BUTTON, SLIDE_CAPTION } from '@/seed/caption-translations'
import { richTextFromHtml } from '@/content/rich-text/rich-text-from-html'

/** A group of one model by slug, made once. */
export async function ensureGroup(payload: Payload, model: GroupModel, slug: string, name: string, parent?: number) {
  const { docs } = await payload.find({
    collection: 'groups',
    where: { and: [{ model: { equals: model } }, { slug: { equals: slug } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? payload.create({ collection: 'groups', data: { model, slug, name, parent }, overrideAccess: true })
}

/** Fills a collection once: nothing is added when it already has entries. Whether it was filled now. */
async function fillOnce(
  payload: Payload,
  collection: 'faqs' | 'testimonials' | 'people' | 'links' | 'redirects',
  make: () => Promise<void>,
): Promise<boolean> {
  if ((await payload.count({ collection, overrideAccess: true })).totalDocs > 0) return false
  await make()
  return true
}

export const paintings: {
  file: string
  alt: string
  seed: number
  palette: PaletteName
  heading: string
  sub: string
}[] = [
  {
    file: 'cottesloe-morning.jpg',
    alt: 'Cottesloe Morning, watercolour on paper',
    seed: 1801,
    palette: 'coast',
    heading: 'Cottesloe Morning',
    sub: 'Watercolour on Arches cold-press, 56 × 38 cm',
  },
  {
    file: 'karri-light.jpg',
    alt: 'Karri Light, watercolour on paper',
    seed: 2203,
    palette: 'bush',
    heading: 'Karri Light',
    sub: 'Pemberton forest after rain',
  },
  {
    file: 'rottnest-dusk.jpg',
    alt: 'Rottnest Dusk, watercolour on paper',
    seed: 3307,
    palette: 'dusk',
    heading: 'Rottnest Dusk',
    sub: 'The ferry home, last light over the Sound',
  },
  {
    file: 'ningaloo-shallows.jpg',
    alt: 'Ningaloo Shallows, watercolour on paper',
    seed: 4409,
    palette: 'reef',
    heading: 'Ningaloo Shallows',
    sub: 'Turquoise over sand at Turquoise Bay',
  },
  {
    file: 'pilbara-red.jpg',
    alt: 'Pilbara Red, watercolour on paper',
    seed: 5501,
    palette: 'outback',
    heading: 'Pilbara Red',
    sub: 'Karijini gorge walls at noon',
  },
  {
    file: 'kings-park-banksia.jpg',
    alt: 'Kings Park Banksia, watercolour on paper',
    seed: 6607,
    palette: 'bloom',
    heading: 'Kings Park Banksia',
    sub: 'Spring wildflowers, September',
  },
]

/** The six seed paintings, painted side by side: painting is the slow part of a first start. */
export async function ensurePaintings(payload: Payload) {
  return Promise.all(
    paintings.map((p) =>
      ensureMedia(
        payload,
        {
          name: p.file,
          mimetype: 'image/jpeg',
          paint: () => paintWatercolour({ seed: p.seed, width: 1600, height: 1000, palette: p.palette }),
        },
        { alt: p.alt, focalX: 50, focalY: 55 },
      ),
    ),
  )
}

/** The demo's questions and answers (the answers as HTML). */
export const faqEntries: [string, string][] = [
  [
    'Do you ship originals overseas?',
    '<p>Yes. Originals and prints travel worldwide, flat and insured. Shipping within Australia is free; for other countries you get a quote before you pay, whenever the price cannot be calculated at checkout.</p>',
  ],
  [
    'Are the prints signed?',
    '<p>Every fine-art print is signed and numbered by hand, printed on 310 gsm cotton rag with archival pigment inks, in editions of 50.</p>',
  ],
  [
    'Can I see a painting before I buy it?',
    '<p>Of course. The studio in Fremantle is open for viewing by appointment, most weekdays. Write to <a href="mailto:studio@atelier.test">studio@atelier.test</a> to arrange a time.</p>',
  ],
  [
    'Do you take commissions?',
    '<p>A few each year, usually of places that matter to you. A commission takes six to ten weeks from the first sketch to the finished painting.</p>',
  ],
  [
    'How should I care for a watercolour?',
    '<p>Frame it behind UV-filtering glass, away from direct sun and damp walls. Watercolour is paper and pigment: treated kindly it lasts for generations.</p>',
  ],
  [
    'What is your returns policy?',
    '<p>If a piece is not right for you, tell me within 14 days of delivery and return it in its original packing for a full refund of the price. See <a href="/shipping-and-returns">shipping and returns</a>.</p>',
  ],
]

export async function seedFaqs(payload: Payload, group: number) {
  return fillOnce(payload, 'faqs', async () => {
    for (const [i, [name, content]] of faqEntries.entries()) {
      const content_rich = await richTextFromHtml(payload, content)
      await payload.create({
        collection: 'faqs',
        data: { name, content_rich, group, sort_order: i },
        overrideAccess: true,
      })
    }
  })
}

/** The demo's testimonials: what was said, by whom, and who they are. */
export const testimonialEntries: [string, string, string][] = [
  [
    'The painting of Cottesloe hangs where the morning light reaches it, and every day it looks a little different. It is the first thing guests ask about.',
    'Margaret H.',
    'Collector, Claremont',
  ],
  [
    'Isla painted our family’s farm from a handful of photographs and one long phone call. She caught the colour of the paddocks in autumn exactly.',
    'Tom and Priya R.',
    'Commission, York',
  ],
  [
    'Beautifully packed, arrived in Hobart in three days, and even better in person than on screen.',
    'Dana W.',
    'Print collector, Tasmania',
  ],
  ['Her workshop changed how I look at water. Generous, patient and very funny.', 'Lachlan B.', 'Workshop student'],
]

export async function seedTestimonials(payload: Payload, group: number) {
  return fillOnce(payload, 'testimonials', async () => {
    for (const [i, [content, name, title]] of testimonialEntries.entries()) {
      await payload.create({
        collection: 'testimonials',
        data: { content_rich: await richTextFromHtml(payload, content), name, title, rating: 5, group, sort_order: i },
        overrideAccess: true,
      })
    }
  })
}

export async function seedPeople(payload: Payload, group: number, photo: number) {
  return fillOnce(payload, 'people', async () => {
    await payload.create({
      collection: 'people',
      overrideAccess: true,
      data: {
        first_name: 'Isla',
        last_name: 'Moreton',
        title: 'Painter',
        photo,
        group,
        description:
          '<p>Isla grew up between Geraldton and the Swan River and has painted the Western Australian coast for twenty years. She trained in graphic design at Curtin before turning to watercolour full time in 2011, and now works from a converted boatshed studio in Fremantle.</p><p>Her paintings are in private collections across Australia, the United Kingdom and Japan.</p>',
      },
    })
  })
}

export async function seedLinks(payload: Payload, parent: number) {
  const links: [string, string][] = [
    ['Instagram: daily studio notes', 'https://www.instagram.com/islamoreton.art'],
    ['Art Gallery of Western Australia', 'https://artgallery.wa.gov.au'],
    ['Watercolour Society of Western Australia', 'https://www.watercolourwa.org.au'],
    ['Fremantle Arts Centre', 'https://www.fac.org.au'],
    ['Daniel Smith watercolours, my paints', 'https://danielsmith.com'],
  ]
  return fillOnce(payload, 'links', async () => {
    for (const [i, [name, link]] of links.entries()) {
      await payload.create({ collection: 'links', data: { name, link, parent, sort_order: i }, overrideAccess: true })
    }
  })
}

/** The spec's one redirect: a misspelt episode address to the right one. */
export async function seedRedirects(payload: Payload) {
  await fillOnce(payload, 'redirects', async () => {
    await payload.create({
      collection: 'redirects',
      data: { from: '/listen/painting-the-light-in-fremantel', to: '/listen/painting-the-light-in-fremantle' },
      overrideAccess: true,
    })
  })
}

type GallerySeed = {
  url: string
  name: string
  heading: string
  sub_heading: string
  sort_order: number
  pick: number[]
}

export const gallerySeeds: GallerySeed[] = [
  {
    url: 'western-australia',
    name: 'Western Australia',
    heading: 'Western Australia in watercolour',
    sub_heading: 'From the Pilbara to the south-west forests',
    sort_order: 0,
    pick: [0, 1, 2, 3, 4, 5],
  },
  {
    url: 'the-coast',
    name: 'The coast',
    heading: 'The coast',
    sub_heading: 'Beaches, islands and reef',
    sort_order: 1,
    pick: [0, 2, 3],
  },
  {
    url: 'the-bush',
    name: 'The bush',
    heading: 'The bush',
    sub_heading: 'Forests, gorges and wildflowers',
    sort_order: 2,
    pick: [1, 4, 5],
  },
]

/** A gallery of the seed paintings, made once by its address. */
export async function ensureGallery(
  payload: Payload,
  group: number,
  media: { id: number }[],
  seed: GallerySeed = gallerySeeds[0],
) {
  const { docs } = await payload.find({
    collection: 'galleries',
    where: { url: { equals: seed.url } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (docs[0]) return docs[0]
  const shown = seed.pick.map((i) => paintings[i])
  const gallery = await payload.create({
    collection: 'galleries',
    overrideAccess: true,
    data: {
      name: seed.name,
      url: seed.url,
      heading: seed.heading,
      sub_heading: seed.sub_heading,
      sort_order: seed.sort_order,
      group,
      slides: shown.map((p) => ({
        image: media[paintings.indexOf(p)].id,
        heading: p.heading,
        sub_heading: p.sub,
        content: `<p>${SLIDE_CAPTION.replace('{name}', p.heading)}</p>`,
        link: '/shop',
        link_button_text: SLIDE_BUTTON,
        link_target: 'self' as const,
      })),
    },
  })
  // Each painting's product has the painting's file name as its address.
  await seedGalleryTranslations(
    payload,
    { ...gallery, slides: gallery.slides ?? [] },
    shown.map((p) => p.file.replace(/\.jpg$/, '')),
  )
  return gallery
}
