'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { Fragment, useEffect, useState } from 'react'

import { formatPrice } from '@/commerce/money'
import { api } from '@/client/api-client'
import type { Order } from '@/client/api-endpoints'
import { Link } from '@/i18n/navigation'

/** The customer's orders on their account page: status, what was bought, tracking and the tax invoice. */
export function OrderList() {
  const t = useTranslations('checkout.orders')
  const locale = useLocale()
  const format = useFormatter()
  const [orders, setOrders] = useState<Order[] | null>(null)
  useEffect(() => {
    void api.call('/sell/order/list').then((result) => result.ok && setOrders(result.data.data))
  }, [])
  return (
    <section
      aria-labelledby="orders-heading"
      className="mt-8 border-t border-ink/10 pt-6 dark:border-mist/10"
      data-testid="order-list"
    >
      <h2 id="orders-heading" className="text-2xl">
        {t('heading')}
      </h2>
      {orders === null ? null : orders.length === 0 ? (
        <p className="mt-3 text-sm text-soft">{t('none')}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {orders.map((order) => (
            <li
              key={order.id}
              className="space-y-2 rounded-xl border border-ink/10 p-4 text-sm dark:border-mist/10"
              data-testid="order"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium">
                  <bdi>{order.reference}</bdi>
                </p>
                <p data-testid="order-status">{t('status', { status: order.status })}</p>
              </div>
              <p className="text-soft">
                {t('placed', { date: format.dateTime(new Date(order.created_at), { dateStyle: 'medium' }) })} ·{' '}
                {t('total', { amount: formatPrice(order.total_amount, locale) })}
              </p>
              <p>
                {order.items.map((item, i) => (
                  <Fragment key={i}>
                    {i ? ', ' : ''}
                    {item.qty} × <bdi>{item.name}</bdi>
                  </Fragment>
                ))}
              </p>
              {order.tracking_number ? <p>{t('tracking', { number: order.tracking_number })}</p> : null}
              {order.paid_at ? (
                <p className="flex gap-4">
                  <Link href={order.invoice_url} className="underline">
                    {t('invoice')}
                  </Link>
                  <a href={order.invoice_pdf_url} className="underline" download>
                    {t('pdf')}
                  </a>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
