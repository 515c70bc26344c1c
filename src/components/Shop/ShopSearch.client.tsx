'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import type { ProductSummary } from '@/commerce/present-product'
import { localizedPath } from '@/i18n/localized-path'
import { api } from '@/client/api-client'

import { ProductGrid } from '@/components/Shop/ProductGrid'

/** The site path of a search, so that results can be shared and reloaded. */
const searchPath = (query: string) => (query.trim() ? `/search/${encodeURIComponent(query.trim())}` : '/search')

/**
 * The search box with results that follow the typing: the start of a word matches, names rank
 * above descriptions. The address follows the query without reloading the page.
 */
export function ShopSearch({
  initialQuery,
  initialResults,
}: {
  initialQuery: string
  initialResults: ProductSummary[]
}) {
  const t = useTranslations('shop.search')
  const locale = useLocale()
  const [query, setQuery] = useState(initialQuery)
  const [results, setResults] = useState(initialResults)
  const [searched, setSearched] = useState(initialQuery)
  const latest = useRef(0)
  const first = useRef(true)

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const call = ++latest.current
    const timer = setTimeout(async () => {
      // The public address in the page's language (`/de/search/…`): the history API adds no prefix.
      window.history.replaceState(null, '', localizedPath(locale, searchPath(query)))
      if (!query.trim()) {
        setResults([])
        setSearched('')
        return
      }
      const response = await api.call('/sell/search', { query: { q: query.trim(), page_size: 48 } })
      if (call !== latest.current || !response.ok) return
      setResults(response.data.data)
      setSearched(query.trim())
    }, 200)
    return () => clearTimeout(timer)
  }, [query, locale])

  return (
    <div className="space-y-10">
      <form
        role="search"
        action={localizedPath(locale, '/search')}
        onSubmit={(e) => e.preventDefault()}
        className="max-w-xl"
      >
        <label htmlFor="shop-search" className="sr-only">
          {t('label')}
        </label>
        <input
          id="shop-search"
          type="search"
          name="q"
          value={query}
          maxLength={200}
          autoComplete="off"
          placeholder={t('placeholder')}
          onChange={(e) => setQuery(e.target.value)}
          className="w-full rounded-full border border-ink/20 bg-transparent px-5 py-3 text-lg dark:border-mist/30"
        />
      </form>
      <div aria-live="polite" data-testid="search-results" data-query={searched}>
        {searched && results.length === 0 ? (
          <p className="text-lg text-soft">{t('noResults', { query: searched })}</p>
        ) : null}
        {results.length ? (
          <>
            <p className="mb-6 text-sm text-soft">{t('results', { count: results.length, query: searched })}</p>
            <ProductGrid products={results} />
          </>
        ) : null}
      </div>
    </div>
  )
}
