import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { formatCents } from '@/commerce/money'
import { getTestPayment } from '@/data/test-payment'
import { isLocale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string; token: string }> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return { robots: { index: false } }
  const t = await getTranslations({ locale, namespace: 'checkout.titles' })
  return { title: t('payTest'), robots: { index: false } }
}

/**
 * The built-in test gateway's hosted payment page: the amount and what it is for, and Pay or Decline, each
 * a plain form posting to the gateway, which calls the shop back and sends the browser home.
 */
export default async function TestPaymentPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { token } = await params
  const t = await getTranslations('checkout.testGateway')
  const payment = await getTestPayment(token)
  const closed = !payment
    ? t('missing')
    : payment.status === 'paid' || payment.status === 'refunded'
      ? t('paid')
      : payment.status === 'failed'
        ? t('declined')
        : payment.status !== 'open'
          ? t('closed')
          : null
  return (
    <section className="container-page flex justify-center py-16">
      <div
        className="w-full max-w-md space-y-6 rounded-xl border border-ink/15 bg-white p-8 shadow-sm dark:border-mist/15 dark:bg-night-raised"
        data-testid="test-gateway"
      >
        <p className="eyebrow">{t('eyebrow')}</p>
        {payment ? (
          <>
            <h1 className="text-3xl">{t('title', { amount: formatCents(payment.amountCents, locale) })}</h1>
            {/* What the shop asked to be paid for, as a gateway's page shows the merchant's description. */}
            <p className="text-soft">{payment.description || t('reference', { reference: payment.reference })}</p>
          </>
        ) : null}
        {closed ? (
          <p role="status" className="text-lg" data-testid="test-gateway-closed">
            {closed}
          </p>
        ) : (
          <>
            <p className="text-sm text-soft">{t('intro')}</p>
            <div className="flex flex-wrap gap-3">
              <form method="post" action={`/api/v1/cognito/payment/test/${token}/pay`}>
                <button className="button-primary" data-testid="test-pay">
                  {t('pay')}
                </button>
              </form>
              <form method="post" action={`/api/v1/cognito/payment/test/${token}/decline`}>
                <button className="button-quiet" data-testid="test-decline">
                  {t('decline')}
                </button>
              </form>
            </div>
          </>
        )}
        <a href={payment?.cancelUrl ?? '/'} className="block text-sm underline">
          {t('back')}
        </a>
      </div>
    </section>
  )
}
