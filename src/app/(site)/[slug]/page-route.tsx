import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageRenderer } from '@/components/PageRenderer'
import { parsePagePath } from '@/content/pages'
import { getPage } from '@/lib/data/pages'

/** Shared by `/{slug}` and `/{slug}/{item}/…`: the page named by the first segment, or not found. */
export async function pageMetadata(segments: string[]): Promise<Metadata> {
  const parsed = parsePagePath(segments)
  const page = parsed ? await getPage(parsed.slug) : null
  if (!page) return {}
  return { title: page.title || page.name, description: page.meta_description || undefined }
}

export async function renderPage(segments: string[]) {
  const parsed = parsePagePath(segments)
  const page = parsed ? await getPage(parsed.slug) : null
  if (!page) notFound()
  return <PageRenderer page={page} />
}
