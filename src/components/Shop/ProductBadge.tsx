import { useTranslations } from 'next-intl'

import { badgeMessageKey, badgeOfLabel } from '@/commerce/product-badges'

/** The word the studio put on a product (Original, New, Limited edition), in the visitor's language; nothing for none. */
export function ProductBadge({ label, className }: { label: string; className: string }) {
  const t = useTranslations('shop.badges')
  const badge = badgeOfLabel(label)
  if (!badge) return null
  return (
    <span className={className} data-testid="product-badge">
      {t(badgeMessageKey(badge))}
    </span>
  )
}
