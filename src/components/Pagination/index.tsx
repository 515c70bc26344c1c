import Link from 'next/link'

import { paginationLinks } from '@/components/Pagination/pagination'

/** First, previous, numbers, next, last; nothing for a single page. */
export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number
  pages: number
  hrefFor: (page: number) => string
}) {
  const links = paginationLinks(page, pages)
  if (!links.length) return null
  return (
    <nav aria-label="Pages" data-testid="pagination" className="mt-16 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2 text-sm">
        {links.map((link) => (
          <li key={`${link.rel ?? 'n'}-${link.page}`}>
            {link.current ? (
              <span
                aria-current="page"
                className="grid h-10 min-w-10 place-items-center rounded-full bg-ink px-3 text-paper dark:bg-ochre dark:text-night"
              >
                {link.label}
              </span>
            ) : (
              <Link
                href={hrefFor(link.page)}
                rel={link.rel === 'prev' || link.rel === 'next' ? link.rel : undefined}
                className="grid h-10 min-w-10 place-items-center rounded-full px-3 hover:bg-ink/5 dark:hover:bg-mist/10"
              >
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
