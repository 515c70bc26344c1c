import { useTranslations } from 'next-intl'

/** The shop's promise on delivery, beside every product. */
export function ShippingNote() {
  const t = useTranslations('shop.shippingNote')
  return (
    <aside
      className="space-y-2 rounded-md bg-paper-deep p-5 text-sm leading-relaxed dark:bg-night-raised"
      data-testid="shipping-note"
    >
      <p className="font-medium">{t('free')}</p>
      <p className="text-soft">{t('overseas')}</p>
      <p className="text-soft">{t('studio')}</p>
    </aside>
  )
}
