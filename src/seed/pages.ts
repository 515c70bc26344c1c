import type { Payload } from 'payload'

import type { Page } from '@/payload-types'

import {
  ensureGallery,
  ensureGroup,
  gallerySeeds,
  ensurePaintings,
  seedFaqs,
  seedLinks,
  seedPeople,
  seedRedirects,
  seedTestimonials,
} from '@/seed/content-collections'
import { demoPages } from '@/seed/pages/definitions'
import { seedPageTranslations } from '@/seed/site-translations'
import { type MadeStories, seedStoryTranslations } from '@/seed/story-translations'

/** The artist's pages and the content they show; each page is created once, by slug. */
export async function seedPages(payload: Payload): Promise<void> {
  const images = await ensurePaintings(payload)
  const [faqGroup, testimonialGroup, personGroup, linkGroup, galleryGroup] = await Promise.all([
    ensureGroup(payload, 'faq', 'general', 'General questions'),
    ensureGroup(payload, 'testimonial', 'collectors', 'Collectors'),
    ensureGroup(payload, 'person', 'studio', 'Studio'),
    ensureGroup(payload, 'link', 'recommended', 'Recommended'),
    ensureGroup(payload, 'gallery', 'western-australia', 'Western Australia'),
  ])
  const made: MadeStories = []
  if (await seedFaqs(payload, faqGroup.id)) made.push({ table: 'faqs' })
  if (await seedTestimonials(payload, testimonialGroup.id)) made.push({ table: 'testimonials' })
  if (await seedPeople(payload, personGroup.id, images[1].id)) made.push({ table: 'people' })
  if (await seedLinks(payload, linkGroup.id)) made.push({ table: 'links' })
  // What the demo wrote just now, in every language; what the artist wrote is hers to translate.
  await seedStoryTranslations(payload, made)
  await seedRedirects(payload)
  const gallery = await ensureGallery(payload, galleryGroup.id, images)
  for (const seed of gallerySeeds.slice(1)) await ensureGallery(payload, galleryGroup.id, images, seed)

  const pages = demoPages({
    faqGroup: faqGroup.id,
    testimonialGroup: testimonialGroup.id,
    personGroup: personGroup.id,
    linkGroup: linkGroup.id,
    gallery: gallery.id,
    galleryGroup: galleryGroup.id,
    images: images.map((m) => m.id),
  })
  await ensurePages(payload, pages)
}

/**
 * Creates each page that does not exist yet (by slug), published, with the demo's translations;
 * a page the artist has is left as she keeps it.
 */
export async function ensurePages(
  payload: Payload,
  pages: ({ slug: string } & Record<string, unknown>)[],
): Promise<void> {
  const created = new Map<string, number>()
  for (const page of pages) {
    const existing = await payload.count({
      collection: 'pages',
      where: { slug: { equals: page.slug } },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    const made = await payload.create({
      collection: 'pages',
      // Builders produce the stored shape of rows; the generated Page type cannot follow them.
      data: { ...page, _status: 'published' } as unknown as Omit<Page, 'id' | 'createdAt' | 'updatedAt'>,
      overrideAccess: true,
    })
    created.set(page.slug, made.id)
  }
  await seedPageTranslations(payload, pages, created)
}
