import type { Payload, Where } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { findTranslatable, inLanguage, shownIn, written } from '@/i18n/translations'
import { CONTENT_TAG } from '@/lib/cache-tags'
import { memo } from '@/lib/memo-cache'
import type { Aspect } from '@/media/aspects'
import { toImage } from '@/media/image'

const inGroup = (field: string, group: number | null | undefined): Where =>
  group ? { [field]: { equals: group } } : {}

/** FAQ entries of a group (all when none), in the artist's order, in `locale` (English where not translated). */
export async function getFaqs(payload: Payload, group?: number | null, locale: Locale = DEFAULT_LOCALE) {
  const faqs = await memo(`faqs:${group ?? 'all'}`, [CONTENT_TAG], async () => {
    return findTranslatable(payload, {
      collection: 'faqs',
      where: inGroup('group', group),
      sort: 'sort_order',
      depth: 0,
      limit: 0,
      pagination: false,
    })
  })
  return shownIn(faqs, locale, (f) => ({ id: f.id, name: f.name, content: f.content ?? '' }))
}

export async function getTestimonials(
  payload: Payload,
  options: { group?: number | null; limit?: number; image?: { aspect: Aspect; width: number } } = {},
  locale: Locale = DEFAULT_LOCALE,
) {
  const { group, limit = 100, image = { aspect: '1x1' as Aspect, width: 100 } } = options
  const testimonials = await memo(`testimonials:${group ?? 'all'}:${limit}`, [CONTENT_TAG], async () => {
    return findTranslatable(payload, {
      collection: 'testimonials',
      where: inGroup('group', group),
      sort: 'sort_order',
      depth: 1,
      limit,
      pagination: false,
    })
  })
  return shownIn(testimonials, locale, (t) => ({
    id: t.id,
    content: t.content ?? '',
    name: t.name,
    title: t.title ?? '',
    rating: t.rating ?? null,
    image: toImage(t.image, image),
  }))
}

export async function getPeople(
  payload: Payload,
  options: { group?: number | null; limit?: number; image?: { aspect: Aspect; width: number } } = {},
  locale: Locale = DEFAULT_LOCALE,
) {
  const { group, limit = 64, image = { aspect: '4x3' as Aspect, width: 900 } } = options
  const people = await memo(`people:${group ?? 'all'}:${limit}`, [CONTENT_TAG], async () => {
    return findTranslatable(payload, {
      collection: 'people',
      where: inGroup('group', group),
      sort: 'sort_order',
      depth: 1,
      limit,
      pagination: false,
    })
  })
  return shownIn(people, locale, (p) => ({
    id: p.id,
    first_name: p.first_name,
    last_name: p.last_name ?? '',
    title: p.title ?? '',
    description: p.description ?? '',
    photo: toImage(p.photo, image),
  }))
}

export async function getLinks(payload: Payload, parent?: number | null, locale: Locale = DEFAULT_LOCALE) {
  const links = await memo(`links:${parent ?? 'all'}`, [CONTENT_TAG], async () => {
    return findTranslatable(payload, {
      collection: 'links',
      where: inGroup('parent', parent),
      sort: 'sort_order',
      depth: 0,
      limit: 0,
      pagination: false,
    })
  })
  return shownIn(links, locale, (l) => ({ id: l.id, name: l.name, link: l.link, icon: l.icon ?? '' }))
}

type GalleryImageOptions = { aspect: Aspect; width: number; extraAspects?: Aspect[] }

/** The words of a slide, each written per language. */
const SLIDE_TEXTS = ['heading', 'sub_heading', 'content', 'link_button_text'] as const
type SlideTexts = Partial<Record<(typeof SLIDE_TEXTS)[number], string | null>>

/** Which of a slide's words, shown in another language, are its English ones (the same text as in English). */
const slideInEnglish = (shown: SlideTexts, english: SlideTexts | undefined) =>
  SLIDE_TEXTS.filter((field) => english && written(english[field]) && shown[field] === english[field])

/**
 * A gallery with its slides' images at one aspect and width (and optional extra aspects), in
 * `locale`: its headings and each slide's words in English where not translated, named in `in_english`.
 */
export async function getGallery(
  payload: Payload,
  id: number,
  image: GalleryImageOptions,
  locale: Locale = DEFAULT_LOCALE,
) {
  const key = `gallery:${id}:${image.aspect}:${image.width}:${(image.extraAspects ?? []).join(',')}`
  const gallery = await memo(key, [CONTENT_TAG], async () => {
    const [found] = await findTranslatable(payload, {
      collection: 'galleries',
      where: { id: { equals: id } },
      depth: 1,
      limit: 1,
      pagination: false,
    })
    return found ?? null
  })
  if (!gallery) return null
  const { doc: shown, english } = inLanguage(gallery, locale)
  return {
    id: shown.id,
    name: shown.name,
    url: shown.url,
    heading: shown.heading ?? '',
    sub_heading: shown.sub_heading ?? '',
    in_english: english.filter((field) => field !== 'slides'),
    slides: (shown.slides ?? []).map((s, i) => ({
      id: s.id ?? '',
      heading: s.heading ?? '',
      sub_heading: s.sub_heading ?? '',
      content: s.content ?? '',
      image: toImage(s.image, { aspect: image.aspect, width: image.width, extraAspects: image.extraAspects }),
      overlay_color: s.overlay_color ?? null,
      text_color: s.text_color ?? null,
      image_opacity: Number(s.image_opacity ?? 100),
      image_saturation: Number(s.image_saturation ?? 100),
      link: s.link ?? '',
      link_button_text: s.link_button_text ?? '',
      link_target: (s.link_target === 'blank' ? 'blank' : 'self') as 'blank' | 'self',
      in_english: locale === DEFAULT_LOCALE ? [] : slideInEnglish(s, gallery.slides?.[i]),
    })),
  }
}
export type GalleryView = NonNullable<Awaited<ReturnType<typeof getGallery>>>

/** The galleries filed under a group, each with its slides, in `locale`. */
export async function getGalleriesOfGroup(
  payload: Payload,
  group: number,
  image: GalleryImageOptions,
  locale: Locale = DEFAULT_LOCALE,
) {
  const ids = await memo(`galleries-of:${group}`, [CONTENT_TAG], async () => {
    const { docs } = await payload.find({
      collection: 'galleries',
      where: { group: { equals: group } },
      sort: 'sort_order',
      depth: 0,
      select: { url: true },
      limit: 0,
      pagination: false,
    })
    return docs.map((g) => g.id)
  })
  const galleries = await Promise.all(ids.map((id) => getGallery(payload, id, image, locale)))
  return galleries.filter((g): g is GalleryView => g !== null)
}

/** Photos (of one group, or all), in `locale`: names and descriptions in English where not translated. */
export async function getPhotos(
  payload: Payload,
  options: { group?: number | null; limit?: number; image: { aspect: Aspect; width: number } },
  locale: Locale = DEFAULT_LOCALE,
) {
  const { group, limit = 100, image } = options
  const photos = await memo(`photos:${group ?? 'all'}:${limit}`, [CONTENT_TAG], () =>
    findTranslatable(payload, {
      collection: 'photos',
      where: inGroup('group', group),
      sort: 'sort_order',
      depth: 1,
      limit,
      pagination: false,
    }),
  )
  return shownIn(photos, locale, (p) => ({
    id: p.id,
    name: p.name,
    description: p.description ?? '',
    image: toImage(p.image, image),
  }))
}

type VideoRecord = {
  id: number
  name: string
  slug: string
  platform: 'youtube' | 'vimeo' | 'file'
  video_id?: string | null
  file?: string | null
  length?: number | null
  slate?: string | null
  slate_image?: unknown
}

/** The spec's Video, with its slate image at one aspect and width. */
export function presentVideo(v: VideoRecord, image: { aspect: Aspect; width: number }) {
  return {
    id: v.id,
    name: v.name,
    slug: v.slug,
    platform: v.platform,
    video_id: v.video_id ?? '',
    file: v.file ?? '',
    length: v.length ?? null,
    slate: v.slate ?? '',
    slate_image: toImage(v.slate_image as Parameters<typeof toImage>[0], image),
  }
}

export function getVideos(payload: Payload, image: { aspect: Aspect; width: number }) {
  return memo(`videos:${image.aspect}:${image.width}`, [CONTENT_TAG], async () => {
    const { docs } = await payload.find({ collection: 'videos', sort: 'name', depth: 1, limit: 0, pagination: false })
    return docs.map((v) => presentVideo(v, image))
  })
}
