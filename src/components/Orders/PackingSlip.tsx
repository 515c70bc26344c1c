import { useLocale, useTimeZone, useTranslations } from 'next-intl'

import { addressLines, itemDescription } from '@/documents/invoice'
import { intlLocale } from '@/i18n/locales'
import type { Order } from '@/payload-types'

const label = 'text-xs font-medium tracking-[0.15em] uppercase text-ink-soft'

/**
 * What goes in the parcel for the packer: the order, the customer, where it goes (or that it is
 * collected), each line with its quantity and a box to tick, and the customer's note.
 */
export function PackingSlip({ order }: { order: Order }) {
  const t = useTranslations('orders.tickets')
  // Dated as the tax invoice is (Australian English for English, the studio's time zone).
  const placed = new Intl.DateTimeFormat(intlLocale(useLocale()), {
    dateStyle: 'long',
    timeZone: useTimeZone(),
  }).format(new Date(order.paid_at ?? order.createdAt))
  const customer = [order.customer_name, order.email, order.address?.phone].filter(Boolean) as string[]
  return (
    <article
      className="order-document mx-auto max-w-3xl rounded-lg bg-white p-6 text-ink shadow-sm ring-1 ring-ink/10 sm:p-12"
      data-testid="packing-slip"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-4 border-b border-ink/20 pb-6">
        <h1 className="text-3xl">{t('packingSlip')}</h1>
        <p className="text-end">
          <span className="block font-semibold" data-testid="packing-reference">
            {t('order', { reference: order.reference ?? String(order.id) })}
          </span>
          <span className="block text-sm text-ink-soft">{t('placed', { date: placed })}</span>
        </p>
      </header>

      <div className="grid gap-8 py-8 sm:grid-cols-2">
        <section>
          <h2 className={label}>{t('customer')}</h2>
          <p className="mt-2 leading-relaxed">
            {customer.map((line) => (
              <span key={line} className="block">
                <bdi>{line}</bdi>
              </span>
            ))}
          </p>
        </section>
        <section>
          <h2 className={label}>{order.is_pick_up ? t('shipping') : t('deliverTo')}</h2>
          {order.is_pick_up ? (
            <p className="mt-2" data-testid="packing-pick-up">
              {t('pickUp')}
            </p>
          ) : (
            <address className="mt-2 leading-relaxed not-italic" data-testid="packing-address">
              {addressLines(order.address).map((line) => (
                <span key={line} className="block">
                  <bdi>{line}</bdi>
                </span>
              ))}
              {order.shipping_name ? <span className="mt-2 block text-ink-soft">{order.shipping_name}</span> : null}
            </address>
          )}
        </section>
      </div>

      <table className="w-full" data-testid="packing-lines">
        <thead>
          <tr className="border-b border-ink">
            <th scope="col" className={`${label} w-16 py-2 text-start`}>
              {t('packed')}
            </th>
            <th scope="col" className={`${label} py-2 text-start`}>
              {t('item')}
            </th>
            <th scope="col" className={`${label} py-2 text-end`}>
              {t('qty')}
            </th>
          </tr>
        </thead>
        <tbody>
          {(order.lines ?? []).map((line, i) => (
            <tr key={line.id ?? i} className="border-b border-ink/15 align-top">
              <td className="py-3">
                <input
                  type="checkbox"
                  className="size-5 accent-ink"
                  aria-label={t('packedItem', { description: itemDescription(line) })}
                />
              </td>
              <td className="py-3 pe-3">
                <bdi>{itemDescription(line)}</bdi>
                {line.is_original ? <span className="block text-sm text-ink-soft">{t('original')}</span> : null}
              </td>
              <td className="py-3 text-end text-lg font-semibold tabular-nums">{line.qty}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {order.note?.trim() ? (
        <section className="mt-8">
          <h2 className={label}>{t('note')}</h2>
          <p className="mt-2 whitespace-pre-line">{order.note.trim()}</p>
        </section>
      ) : null}
    </article>
  )
}
