import { useTranslations } from 'next-intl'

import type { Certificate as CertificateModel } from '@/commerce/orders/certificates'
import { Image } from '@/components/Image'
import type { Image as ImageModel } from '@/media/image'

const SIGNATURE_WIDTH = 220

type Props = { certificate: CertificateModel; artist: string; signature: ImageModel | null; reference: string }

/**
 * A certificate of authenticity for one original: on a printed page of its own (`order-page`,
 * see PrintStyles), with the painting's title, year, medium and size, the artist's name and
 * signature.
 */
export function Certificate({ certificate, artist, signature, reference }: Props) {
  const t = useTranslations('orders.certificate')
  const rows: [string, string][] = [
    [t('artwork'), certificate.title],
    [t('year'), certificate.year ? String(certificate.year) : ''],
    [t('medium'), certificate.medium],
    [t('size'), certificate.size ? t('sizeValue', certificate.size) : ''],
    [t('artist'), artist],
  ]
  return (
    <article
      className="order-document order-page mx-auto mt-12 break-before-page max-w-3xl rounded-lg border-4 border-double border-ink/40 bg-white p-8 text-center text-ink sm:p-14"
      data-testid="certificate"
    >
      <h1 className="text-3xl sm:text-4xl">{t('title')}</h1>
      <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed">{t('statement', { artist })}</p>
      <dl className="mx-auto mt-10 grid max-w-lg grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-start">
        {rows
          .filter(([, value]) => value)
          .map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="text-xs font-medium tracking-[0.15em] text-ink-soft uppercase">{name}</dt>
              <dd className="font-display text-lg">{value}</dd>
            </div>
          ))}
      </dl>
      <div className="mx-auto mt-14 max-w-xs">
        {signature ? (
          <Image image={signature} width={SIGNATURE_WIDTH} priority alt={t('signatureAlt', { artist })} />
        ) : (
          <div className="h-16" />
        )}
        <p className="mt-2 border-t border-ink pt-2 text-sm text-ink-soft">{t('signature')}</p>
      </div>
      <p className="mt-10 text-xs text-ink-soft">{t('reference', { reference })}</p>
    </article>
  )
}
