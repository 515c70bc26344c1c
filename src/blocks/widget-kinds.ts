/**
 * The one list of widget kinds. The back-office's blocks (`widget-blocks.ts`), the page
 * renderer's components (`PageRenderer/widgets.tsx`) and the check of stored pages are derived
 * from it, so a kind cannot be offered without being shown, or shown without being offered.
 * It holds no block configs or components: the page bundle reads it without Payload's field
 * definitions, and the Payload config reads it without React.
 */

/** The widgets, in the order the back-office offers them. */
export const widgetKinds = [
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
  'giftVoucherPurchase',
] as const

export type WidgetKind = (typeof widgetKinds)[number]

const allKinds = new Set<string>(widgetKinds)

/** A kind the back-office offers; a stored widget of any other kind is left over from an old type. */
export const isWidgetKind = (kind: string): kind is WidgetKind => allKinds.has(kind)
