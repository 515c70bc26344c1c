/**
 * The word a product may carry on its picture, chosen by the studio: stored as the value, sent by
 * the v1 API as its English label (the Product's `badge`), shown to visitors in their language
 * (the catalogue's `shop.badges`).
 */
export const productBadges = ['original', 'new', 'limited_edition'] as const
export type ProductBadge = (typeof productBadges)[number]

const LABELS: Record<ProductBadge, string> = {
  original: 'Original',
  new: 'New',
  limited_edition: 'Limited edition',
}

/** The badge's English label; empty for none. */
export const badgeLabel = (value: string | null | undefined): string =>
  value && value in LABELS ? LABELS[value as ProductBadge] : ''

/** The badge a label stands for (a product as presented carries the label); null for none. */
export const badgeOfLabel = (label: string | null | undefined): ProductBadge | null =>
  productBadges.find((badge) => LABELS[badge] === label) ?? null

/** The catalogue key of a badge's word in `shop.badges`. */
export const badgeMessageKey = (badge: ProductBadge) => (badge === 'limited_edition' ? 'limitedEdition' : badge)
