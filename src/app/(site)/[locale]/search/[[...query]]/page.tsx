import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageHeading } from '@/components/Shop/PageHeading'
import { ShopSearch } from '@/components/Shop/ShopSearch.client'
import { searchShop } from '@/lib/data/shop'

type Props = { params: Promise<{ query?: string[] }>; searchParams: Promise<{ q?: string | string[] }> }

// Every query is new: answered from the catalogue in memory, not stored as a page.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Search', robots: { index: false } }

/** The query from `/search/{query}`, or from `?q=` when the form was sent without scripts. */
async function readQuery({ params, searchParams }: Props) {
  const segments = (await params).query ?? []
  if (segments.length > 1) notFound()
  if (!segments.length) {
    const q = (await searchParams).q
    return (Array.isArray(q) ? q[0] : (q ?? '')).slice(0, 200)
  }
  try {
    return decodeURIComponent(segments[0]).slice(0, 200)
  } catch {
    notFound()
  }
}

export default async function SearchPage(props: Props) {
  const query = await readQuery(props)
  const results = query.trim() ? await searchShop(query) : []
  return (
    <>
      <PageHeading top={<p className="eyebrow">Shop</p>} title="Search" />
      <section className="container-page pb-24">
        <ShopSearch initialQuery={query} initialResults={results} />
      </section>
    </>
  )
}
