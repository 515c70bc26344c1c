export type PageLink = { label: string; page: number; current?: boolean; rel?: 'first' | 'prev' | 'next' | 'last' }

/**
 * The spec's pagination: first, previous, the numbers around the current page, next, last.
 * Nothing for one page or fewer; first and previous only after page 1, next and last only
 * before the last page.
 */
export function paginationLinks(current: number, pages: number, around = 2): PageLink[] {
  if (pages <= 1) return []
  const page = Math.min(Math.max(1, current), pages)
  const from = Math.max(1, Math.min(page - around, pages - around * 2))
  const to = Math.min(pages, Math.max(page + around, 1 + around * 2))
  const links: PageLink[] = []
  if (page > 1)
    links.push({ label: 'First', page: 1, rel: 'first' }, { label: 'Previous', page: page - 1, rel: 'prev' })
  for (let n = from; n <= to; n++) links.push({ label: String(n), page: n, current: n === page || undefined })
  if (page < pages)
    links.push({ label: 'Next', page: page + 1, rel: 'next' }, { label: 'Last', page: pages, rel: 'last' })
  return links
}
