import { useTranslations } from 'next-intl'

import { artTable } from '@/commerce/art-dimensions'
import { langOf } from '@/i18n/in-english'

/** The table of medium, height, width, depth (cm and inches) and series. */
export function ArtDetails({ product }: { product: Parameters<typeof artTable>[0] & { in_english?: string[] } }) {
  const t = useTranslations('shop.artTable')
  const rows = artTable(product, (size) => t('size', size))
  if (!rows.length) return null
  return (
    <table className="details-table w-full text-sm" data-testid="art-details">
      <tbody>
        {rows.map((row) => (
          <tr key={row.field}>
            <th scope="row">{t(row.field)}</th>
            <td lang={langOf(product.in_english, row.field)}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
