import { useFormatter, useTranslations } from 'next-intl'

import { paginationLinks, type PageLink } from '@/components/Pagination/pagination'
import { Link } from '@/i18n/navigation'

/** First, previous, numbers, next, last; nothing for a single page. */
export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number
  pages: number
  /** The site path of a page, without a language prefix: the link adds the page's own. */
  hrefFor: (page: number) => string
}) {
  const t = useTranslations('shop.pagination')
  const format = useFormatter()
  const links = paginationLinks(page, pages)
  if (!links.length) return null
  // The words of the four steps come from the catalogue; the numbers in the language's digits.
  const label = (link: PageLink) => {
    switch (link.rel) {
      case 'first':
        return t('first')
      case 'prev':
        return t('previous')
      case 'next':
        return t('next')
      case 'last':
        return t('last')
      default:
        return format.number(link.page)
    }
  }
  return (
    <nav aria-label={t('label')} data-testid="pagination" className="mt-16 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2 text-sm">
        {links.map((link) => (
          <li key={`${link.rel ?? 'n'}-${link.page}`}>
            {link.current ? (
              <span
                aria-current="page"
                className="grid h-10 min-w-10 place-items-center rounded-full bg-ink px-3 text-paper dark:bg-ochre dark:text-night"
              >
                {label(link)}
              </span>
            ) : (
              <Link
                href={hrefFor(link.page)}
                rel={link.rel === 'prev' || link.rel === 'next' ? link.rel : undefined}
                className="grid h-10 min-w-10 place-items-center rounded-full px-3 hover:bg-ink/5 dark:hover:bg-mist/10"
              >
                {label(link)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
