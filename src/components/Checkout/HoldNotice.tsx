import { useLocale, useTranslations } from 'next-intl'

import { intlLocale } from '@/i18n/locales'

import type { Cart } from '@/client/api-endpoints'

/**
 * What happens to a one-of-a-kind painting while its buyer pays, said calmly: before the order is
 * placed, that it will be held; once it is, until when. No countdown: the time is all it takes.
 */
export function HoldNotice({ cart, holdMinutes }: { cart: Cart; holdMinutes: number }) {
  const t = useTranslations('checkout.hold')
  const locale = useLocale()
  const originals = cart.items.filter((item) => item.is_original)
  if (originals.length === 0) return null
  const held = cart.hold_until && originals.some((item) => item.held)
  return (
    <p
      className="rounded-md border border-ink/10 bg-paper p-4 text-sm leading-relaxed dark:border-mist/10 dark:bg-night"
      data-testid="hold-notice"
    >
      {held
        ? t('until', {
            count: originals.length,
            // The buyer's own clock, wherever they are: this renders in the browser only.
            time: new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit' }).format(
              new Date(cart.hold_until!),
            ),
          })
        : t('before', { count: originals.length, minutes: holdMinutes })}
    </p>
  )
}
