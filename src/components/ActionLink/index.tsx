import Link from 'next/link'
import type { ReactNode } from 'react'

import { resolveLink } from '@/content/link'

type Props = {
  href?: string | null
  newTab?: boolean | null
  className?: string
  children: ReactNode
  testId?: string
  /** The language of the link's words when it is not the page's (`'en'` for an untranslated text). */
  lang?: string
}

/** A link by the spec's rule: http addresses open in a new tab, anything else stays in the site. */
export function ActionLink({ href, newTab, className, children, testId, lang }: Props) {
  const link = resolveLink(href, { newTab })
  if (!link) return null
  const tab = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  if (link.external) {
    return (
      <a href={link.href} className={className} data-testid={testId} lang={lang} {...tab}>
        {children}
      </a>
    )
  }
  return (
    <Link href={link.href} className={className} data-testid={testId} lang={lang} {...tab}>
      {children}
    </Link>
  )
}
