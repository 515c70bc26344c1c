'use client'

import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useId, type FormEvent } from 'react'

import { labelClass, selectClass } from '@/components/Account/styles'
import { ART_SIZES, viewFromQuery, viewQuery, type ArtSize, type ShopView } from '@/lib/shop-view'

type Props = {
  /** The category's first page in the page's language, where a new choice starts. */
  action: string
  view: ShopView
  mediums: { slug: string; name: string }[]
  sizes: ArtSize[]
}

const sizeLabel = { small: 'small', medium: 'mediumSize', large: 'large' } as const satisfies Record<ArtSize, string>

/**
 * Sort and filter a category. A plain form sent with "Show" (no page change while she is still
 * choosing); with the browser's script, the view's address is written without the empty choices
 * and followed by the router. The server reads either address the same way.
 */
export function ShopViewForm({ action, view, mediums, sizes }: Props) {
  const t = useTranslations('shop.view')
  const id = useId()
  const router = useRouter()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const query = new URLSearchParams([...form].map(([key, value]) => [key, String(value)]))
    router.push(`${action}${viewQuery(viewFromQuery(query))}`)
  }
  return (
    <form
      method="get"
      action={action}
      onSubmit={submit}
      aria-label={t('label')}
      className="mb-10 flex flex-wrap items-end gap-x-6 gap-y-4"
      data-testid="shop-view"
    >
      <div className="w-full sm:w-auto sm:min-w-44">
        <label htmlFor={`${id}-sort`} className={labelClass}>
          {t('sort')}
        </label>
        <select id={`${id}-sort`} name="sort" defaultValue={view.sort ?? ''} className={selectClass}>
          <option value="">{t('sortDefault')}</option>
          <option value="newest">{t('newest')}</option>
          <option value="price-asc">{t('priceAsc')}</option>
          <option value="price-desc">{t('priceDesc')}</option>
        </select>
      </div>
      {mediums.length > 1 ? (
        <div className="w-full sm:w-auto sm:min-w-44">
          <label htmlFor={`${id}-medium`} className={labelClass}>
            {t('medium')}
          </label>
          <select id={`${id}-medium`} name="medium" defaultValue={view.medium ?? ''} className={selectClass}>
            <option value="">{t('anyMedium')}</option>
            {mediums.map((medium) => (
              <option key={medium.slug} value={medium.slug}>
                {medium.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {sizes.length > 1 ? (
        <div className="w-full sm:w-auto sm:min-w-44">
          <label htmlFor={`${id}-size`} className={labelClass}>
            {t('size')}
          </label>
          <select id={`${id}-size`} name="size" defaultValue={view.size ?? ''} className={selectClass}>
            <option value="">{t('anySize')}</option>
            {ART_SIZES.filter((size) => sizes.includes(size)).map((size) => (
              <option key={size} value={size}>
                {t(sizeLabel[size])}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <label className="flex h-11.5 items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="available"
          value="1"
          defaultChecked={view.available}
          className="size-4 accent-accent"
        />
        {t('available')}
      </label>
      <button type="submit" className="button-quiet" data-testid="shop-view-apply">
        {t('apply')}
      </button>
    </form>
  )
}
