/**
 * The one list of widget kinds. The back-office's blocks (`widget-blocks.ts`), the page
 * renderer's components (`PageRenderer/widgets.tsx`) and the check of stored pages are derived
 * from it, so a kind cannot be offered without being shown, or shown without being offered.
 * It holds no block configs or components: the page bundle reads it without Payload's field
 * definitions, and the Payload config reads it without React.
 */

/** Widgets visitors see, in the order the back-office offers them. */
const shownWidgetKinds = [
  'heading',
  'html',
  'headingAndContent',
  'callToAction',
  'heroQuote',
  'imageWithContent',
  'buttonLink',
  'faq',
  'testimonialGrid',
  'heroTestimonial',
  'personList',
  'linkChildren',
  'gallery',
  'galleryGroup',
  'modal',
  'googleMap',
  'rawCode',
  'tplShop',
  'tplSellProductView',
  'microblogFeed',
  'blogArticleList',
  'blogArticleView',
  'podcastView',
  'podcastEpisode',
  'form',
  'newsletter',
] as const

/**
 * Widgets of areas still to come (vouchers): the artist can place them now with their settings,
 * and they show nothing until their collections exist.
 */
const laterAreaWidgetKinds = ['giftVoucherPurchase'] as const

export const widgetKinds = [...shownWidgetKinds, ...laterAreaWidgetKinds] as const

export type ShownWidgetKind = (typeof shownWidgetKinds)[number]
export type LaterAreaWidgetKind = (typeof laterAreaWidgetKinds)[number]
export type WidgetKind = (typeof widgetKinds)[number]

const allKinds = new Set<string>(widgetKinds)
const shownKinds = new Set<string>(shownWidgetKinds)

/** A kind the back-office offers; a stored widget of any other kind is left over from an old type. */
export const isWidgetKind = (kind: string): kind is WidgetKind => allKinds.has(kind)

export const isShownWidgetKind = (kind: string): kind is ShownWidgetKind => shownKinds.has(kind)
