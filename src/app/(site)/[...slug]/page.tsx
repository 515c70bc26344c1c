import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { PageRenderer } from '@/components/PageRenderer'
import { parsePagePath } from '@/content/pages'
import { getPage, getRedirect } from '@/lib/data/pages'

type Props = { params: Promise<{ slug: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const parsed = parsePagePath((await params).slug)
  const page = parsed ? await getPage(parsed.slug) : null
  if (!page) return {}
  return { title: page.title || page.name, description: page.meta_description || undefined }
}

/** A page-builder page by its slug, after the artist's redirects; otherwise the not-found screen. */
export default async function BuilderPage({ params }: Props) {
  const segments = (await params).slug
  const target = await getRedirect(`/${segments.join('/')}`)
  if (target) permanentRedirect(target)
  const parsed = parsePagePath(segments)
  const page = parsed ? await getPage(parsed.slug) : null
  if (!page) notFound()
  return <PageRenderer page={page} />
}
